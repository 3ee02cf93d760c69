export type ReviewStat = { label: string; value: string; testId: string };

/** The row of stat tiles on the Weekly and Monthly cards (SPEC §2). */
export function ReviewStats({ stats }: { stats: readonly ReviewStat[] }) {
  return (
    <dl className="gc-review-stats">
      {stats.map(({ label, value, testId }) => (
        <div key={testId} className="gc-review-stats__item">
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
