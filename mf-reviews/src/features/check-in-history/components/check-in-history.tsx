import type { CheckIn } from '@goalcoach/contracts';
import { Grid, Section } from '@goalcoach/ui';
import { useState } from 'react';
import { recentCheckIns } from '../utils/recent-check-ins';
import { CheckInCard } from './check-in-card';
import './check-in-history.css';

/** 'Individual Daily Check-ins': the latest 7; one card at a time is edited inline. */
export function CheckInHistory({ checkIns }: { checkIns: CheckIn[] }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  return (
    <Section
      frame="plain"
      titleAs="h3"
      title="Individual Daily Check-ins"
      className="gc-check-in-history"
      data-testid="check-in-history"
    >
      <Grid columns={{ sm: 2 }}>
        {recentCheckIns(checkIns).map((checkIn) => (
          <CheckInCard
            key={checkIn.id}
            checkIn={checkIn}
            editing={editingId === checkIn.id}
            onEdit={() => setEditingId(checkIn.id)}
            onDoneEditing={() => setEditingId(null)}
          />
        ))}
      </Grid>
    </Section>
  );
}
