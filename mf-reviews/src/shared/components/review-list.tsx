import './review-list.css';

export type ReviewListProps = {
  /** A small heading above the items; left out when the list stands alone under its title. */
  label?: string;
  items: readonly string[];
  testId?: string;
};

/** A review's entries (wins, lessons, areas to improve) as a bulleted list. */
export function ReviewList({ label, items, testId }: ReviewListProps) {
  return (
    <div>
      {label && <h5 className="gc-review-list__label">{label}</h5>}
      <ul className="gc-review-list" data-testid={testId}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
