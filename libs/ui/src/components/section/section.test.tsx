import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Section } from './section';

describe('Section', () => {
  it('is a region named by its heading, framed as a card by default', () => {
    render(
      <Section
        title="Access Control"
        description="The invite code new accounts are created with"
        icon={<svg aria-hidden="true" />}
        contentClassName="gc-stack"
        data-testid="admin-invite"
      >
        <p>The form</p>
      </Section>,
    );

    const region = screen.getByRole('region', { name: 'Access Control' });
    expect(region).toBe(screen.getByTestId('admin-invite'));
    expect(region).toHaveClass('gc-card', 'gc-section--card');
    const title = screen.getByRole('heading', { level: 2, name: 'Access Control' });
    expect(title).toHaveClass('gc-card__title', 'gc-section__title--icon');
    expect(title.parentElement?.parentElement).toHaveClass('gc-card__header');
    expect(screen.getByText('The invite code new accounts are created with')).toHaveClass(
      'gc-section__description',
    );
    expect(screen.getByText('The form').parentElement).toHaveClass('gc-card__content', 'gc-stack');
  });

  it('puts the content straight in a panel or a plain section, and the actions beside the title', () => {
    render(
      <>
        <Section
          frame="panel"
          title="Vision Board"
          titleAs="h3"
          actions={<button type="button">Upload</button>}
        >
          <p>The images</p>
        </Section>
        <Section frame="plain" title="Calendar" titleSize="md">
          <p>The days</p>
        </Section>
      </>,
    );

    const panel = screen.getByRole('region', { name: 'Vision Board' });
    expect(panel).not.toHaveClass('gc-card');
    expect(screen.getByText('The images').parentElement).toBe(panel);
    expect(screen.getByRole('button', { name: 'Upload' }).parentElement).toHaveClass(
      'gc-section__header',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Vision Board' })).not.toHaveClass(
      'gc-section__title--icon',
    );
    expect(screen.getByRole('heading', { name: 'Calendar' })).toHaveClass('gc-section__title--md');
    expect(screen.getByText('The days').parentElement).toHaveClass('gc-section--plain');
  });

  it('lets its title take the focus when it is given a ref', () => {
    const titleRef = createRef<HTMLHeadingElement>();
    render(<Section frame="plain" title="Vision Board" titleRef={titleRef} />);

    expect(titleRef.current).toBe(screen.getByRole('heading', { name: 'Vision Board' }));
    expect(titleRef.current).toHaveAttribute('tabindex', '-1');
  });
});
