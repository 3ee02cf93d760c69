import { Button, Section } from '@goalcoach/ui';
import { Plus } from 'lucide-react';
import { useInlineFormState } from '../../../shared/hooks/use-inline-form';
import { monthName, type YearMonth } from '../utils/months';
import { ManualEntryForm } from './manual-entry-form';

/** 'Add Manual Entry for {Month} {Year}' and, once opened, its form. */
export function ManualEntrySection({ chosen }: { chosen: YearMonth }) {
  const { open, setOpen, openerRef, closeForm } = useInlineFormState();
  const label = `Add Manual Entry for ${monthName(chosen.month)} ${chosen.year}`;

  return open ? (
    <Section frame="panel" titleAs="h3" titleSize="md" title={label}>
      <ManualEntryForm chosen={chosen} onClose={closeForm} />
    </Section>
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
