import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { ButtonLink } from './button-link';

describe('Button', () => {
  it('is disabled and busy while loading, and keeps its name', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <Button loading onClick={onClick}>
        Save Entry
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Save Entry' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is enabled and not busy by default', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Button onClick={onClick}>Save</Button>);

    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('applies variant and size classes and forwards the ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="destructive" size="lg" className="extra">
        Delete
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Delete' });
    expect(ref.current).toBe(button);
    expect(button).toHaveClass('gc-button', 'gc-button--destructive', 'gc-button--lg', 'extra');
  });
});

describe('ButtonLink', () => {
  it('renders a link with the button look', () => {
    render(
      <ButtonLink href="/habits" variant="outline">
        Habits
      </ButtonLink>,
    );

    const link = screen.getByRole('link', { name: 'Habits' });
    expect(link).toHaveAttribute('href', '/habits');
    expect(link).toHaveClass('gc-button', 'gc-button--outline', 'gc-button--md');
  });
});
