import { StatGrid, StatTile } from '@goalcoach/ui';
import './review-stats.css';

export type ReviewStat = { label: string; value: string; testId: string };

/** The row of stat tiles on the Weekly and Monthly cards. */
export function ReviewStats({ stats }: { stats: readonly ReviewStat[] }) {
  return (
    <StatGrid columns={{ base: 1, sm: 3 }} className="gc-review-stats">
      {stats.map(({ label, value, testId }) => (
        <StatTile
          key={testId}
          frame="sunken"
          align="center"
          label={label}
          value={value}
          valueTestId={testId}
        />
      ))}
    </StatGrid>
  );
}
