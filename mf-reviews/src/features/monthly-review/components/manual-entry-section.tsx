import { Button } from '@goalcoach/ui';
import { Plus } from 'lucide-react';
import { useInlineFormState } from '../../../shared/hooks/use-inline-form';
import { monthName, type YearMonth } from '../utils/months';
import { ManualEntryForm } from './manual-entry-form';

/** 'Add Manual Entry for {Month} {Year}' and, once opened, its form. */
export function ManualEntrySection({ chosen }: { chosen: YearMonth }) {
  const { open, setOpen, openerRef, closeForm } = useInlineFormState();
  const label = `Add Manual Entry for ${monthName(chosen.month)} ${chosen.year}`;

  return open ? (
    <section className="gc-monthly-entry-panel" aria-label={label}>
      <h3 className="gc-monthly-entry-panel__title">{label}</h3>
      <ManualEntryForm chosen={chosen} onClose={closeForm} />
    </section>
  ) : (
    <Button
      ref={openerRef}
      variant="outline"
      onClick={() => setOpen(true)}
      data-testid="monthly-entry-open"
    >
      <Plus aria-hidden />
      {label}
    </Button>
  );
}
