import { Button } from '@goalcoach/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { monthName, type YearMonth } from '../utils/months';
import { ManualEntryForm } from './manual-entry-form';

/** 'Add Manual Entry for {Month} {Year}' and, once opened, its form. */
export function ManualEntrySection({ chosen }: { chosen: YearMonth }) {
  const [open, setOpen] = useState(false);
  const label = `Add Manual Entry for ${monthName(chosen.month)} ${chosen.year}`;

  return open ? (
    <section className="gc-monthly-entry-panel" aria-label={label}>
      <h3 className="gc-monthly-entry-panel__title">{label}</h3>
      <ManualEntryForm chosen={chosen} onClose={() => setOpen(false)} />
    </section>
  ) : (
    <Button variant="outline" onClick={() => setOpen(true)} data-testid="monthly-entry-open">
      <Plus aria-hidden />
      {label}
    </Button>
  );
}
