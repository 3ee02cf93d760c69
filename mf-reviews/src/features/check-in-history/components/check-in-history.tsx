import type { CheckIn } from '@goalcoach/contracts';
import { useState } from 'react';
import { recentCheckIns } from '../utils/recent-check-ins';
import { CheckInCard } from './check-in-card';

/** SPEC §2 'Individual Daily Check-ins': the latest 7; one card at a time is edited inline. */
export function CheckInHistory({ checkIns }: { checkIns: CheckIn[] }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  return (
    <section
      className="gc-stack"
      aria-labelledby="check-in-history-title"
      data-testid="check-in-history"
    >
      <h3 id="check-in-history-title" className="gc-reviews-section-title">
        Individual Daily Check-ins
      </h3>
      <div className="gc-check-in-list">
        {recentCheckIns(checkIns).map((checkIn) => (
          <CheckInCard
            key={checkIn.id}
            checkIn={checkIn}
            editing={editingId === checkIn.id}
            onEdit={() => setEditingId(checkIn.id)}
            onDoneEditing={() => setEditingId(null)}
          />
        ))}
      </div>
    </section>
  );
}
