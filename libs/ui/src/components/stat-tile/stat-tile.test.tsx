import { render, screen, within } from '@testing-library/react';
import { StatGrid } from './stat-grid';
import { StatTile } from './stat-tile';

describe('StatGrid and StatTile', () => {
  it('list each figure as a term and its value', () => {
    render(
      <StatGrid columns={{ base: 1, sm: 3 }} aria-label="Statistics">
        <StatTile label="Check-ins" value="4" valueTestId="stat-check-ins" />
        <StatTile
          label="Confidence"
          value="3"
          unit="days"
          caption="Days in a row"
          icon={<svg aria-hidden="true" />}
          info={<button type="button">About Confidence</button>}
          data-testid="stat-confidence-card"
        />
      </StatGrid>,
    );

    const grid = screen.getByLabelText('Statistics');
    expect(grid.tagName).toBe('DL');
    expect(grid).toHaveClass('gc-grid', 'gc-stat-grid');
    expect(grid.style.getPropertyValue('--gc-grid-columns-sm')).toBe('3');
    expect(screen.getByTestId('stat-check-ins')).toHaveTextContent(/^4$/);
    const terms = within(grid).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Check-ins',
      'ConfidenceAbout Confidence',
    ]);
    const confidence = screen.getByTestId('stat-confidence-card');
    expect(
      within(confidence)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3 days', 'Days in a row']);
    expect(within(confidence).getByRole('button', { name: 'About Confidence' })).toBeVisible();
  });

  it('takes its frame and layout from props', () => {
    render(
      <dl>
        <StatTile label="A" value="1" frame="card" align="center" data-testid="card" />
        <StatTile
          label="B"
          value="2"
          frame="sunken"
          valueFirst
          truncateLabel
          data-testid="sunken"
        />
      </dl>,
    );

    expect(screen.getByTestId('card')).toHaveClass('gc-card', 'gc-stat-tile--center');
    expect(screen.getByTestId('sunken')).toHaveClass(
      'gc-stat-tile--sunken',
      'gc-stat-tile--value-first',
      'gc-stat-tile--truncate',
    );
    expect(screen.getByTestId('sunken')).not.toHaveClass('gc-card');
  });
});
