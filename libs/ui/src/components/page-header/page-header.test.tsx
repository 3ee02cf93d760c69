import { render, screen } from '@testing-library/react';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('is the page header: its h1, the lines around it and the actions', () => {
    render(
      <PageHeader
        title="Habits"
        titleId="page-habits-title"
        eyebrow="Monday, March 2, 2026"
        description="Small routines that carry your goals."
        back={<a href="/">Back to Home</a>}
        actions={<button type="button">Add Habit</button>}
        data-testid="habits-header"
      >
        <p>3 habits</p>
      </PageHeader>,
    );

    const title = screen.getByRole('heading', { level: 1, name: 'Habits' });
    expect(title).toHaveAttribute('id', 'page-habits-title');
    expect(title).not.toHaveAttribute('tabindex');
    const header = screen.getByTestId('habits-header');
    expect(header.tagName).toBe('HEADER');
    expect(header).toHaveTextContent(
      'Back to HomeMonday, March 2, 2026HabitsSmall routines that carry your goals.3 habitsAdd Habit',
    );
    expect(screen.getByRole('button', { name: 'Add Habit' }).parentElement).toHaveClass(
      'gc-page-header__actions',
    );
  });

  it('leaves out the lines it is not given', () => {
    const { container } = render(<PageHeader title="Your Personal Legend" />);

    expect(container.querySelector('.gc-page-header__eyebrow')).toBeNull();
    expect(container.querySelector('.gc-page-header__description')).toBeNull();
    expect(container.querySelector('.gc-page-header__actions')).toBeNull();
  });

  it('puts the icon in the title, which script can focus when asked', () => {
    render(
      <PageHeader
        title="Progress Reviews"
        titleFocusable
        icon={<svg data-testid="logo" aria-hidden="true" />}
        splitActionsOnPhone
      />,
    );

    const title = screen.getByRole('heading', { level: 1, name: 'Progress Reviews' });
    expect(title).toHaveAttribute('tabindex', '-1');
    expect(title).toHaveClass('gc-page-header__title--icon');
    expect(title.firstElementChild).toBe(screen.getByTestId('logo'));
    expect(title.closest('header')).toHaveClass('gc-page-header--split-actions');
  });
});
