import { render, screen } from '@testing-library/react';
import { Grid } from './grid';

describe('Grid', () => {
  it('sets the columns per breakpoint and the gap as custom properties of .gc-grid', () => {
    render(
      <Grid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap={3} aria-label="Goals">
        <li>One</li>
      </Grid>,
    );

    const grid = screen.getByRole('list', { name: 'Goals' });
    expect(grid).toHaveClass('gc-grid');
    expect(grid.style.getPropertyValue('--gc-grid-columns')).toBe('1');
    expect(grid.style.getPropertyValue('--gc-grid-columns-sm')).toBe('2');
    expect(grid.style.getPropertyValue('--gc-grid-columns-md')).toBe('');
    expect(grid.style.getPropertyValue('--gc-grid-columns-lg')).toBe('3');
    expect(grid.style.getPropertyValue('--gc-grid-gap')).toBe('var(--gc-space-3)');
  });

  it('is a div with the stylesheet defaults when given nothing', () => {
    const { container } = render(<Grid columns={4} />);

    const grid = container.firstElementChild as HTMLElement;
    expect(grid.tagName).toBe('DIV');
    expect(grid.style.getPropertyValue('--gc-grid-columns')).toBe('4');
    expect(grid.style.getPropertyValue('--gc-grid-gap')).toBe('');
  });
});
