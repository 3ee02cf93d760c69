import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { Switch } from './switch';

function Reminders({ onChange = () => {} }: { onChange?: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      aria-label="Daily reminders"
      checked={on}
      onCheckedChange={(next) => {
        setOn(next);
        onChange(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a switch that says whether it is on, turned by a click, Space or Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Reminders onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Daily reminders' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAttribute('data-state', 'checked');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Off" checked={false} onCheckedChange={onCheckedChange} disabled />);
    await user.click(screen.getByRole('switch', { name: 'Off' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
