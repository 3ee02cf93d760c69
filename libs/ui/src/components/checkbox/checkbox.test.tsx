import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Checkbox } from './checkbox';

function Labelled() {
  const [checked, setChecked] = useState(false);
  return (
    <label>
      <Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)} />
      Write the first chapter
    </label>
  );
}

describe('Checkbox', () => {
  it('is named by its label and toggles with a click and with Space', async () => {
    const user = userEvent.setup();
    render(<Labelled />);

    const box = screen.getByRole('checkbox', { name: 'Write the first chapter' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Write the first chapter'));
    expect(box).toBeChecked();

    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('forwards the ref and the input attributes, and cannot change while disabled', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<Checkbox ref={ref} aria-label="Done" disabled onChange={onChange} data-testid="c" />);

    const box = screen.getByRole('checkbox', { name: 'Done' });
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('data-testid', 'c');
    await user.click(box);
    expect(onChange).not.toHaveBeenCalled();
  });
});
