import { ReviewEntryForm, type EntryField } from '../../../shared/components/review-entry-form';
import { useAddMonthlyEntry } from '../api/use-add-monthly-entry';
import {
  EMPTY_MANUAL_ENTRY,
  manualEntryRequest,
  type ManualEntryValues,
} from '../utils/manual-entry';
import type { YearMonth } from '../utils/months';

const FIELDS: EntryField<keyof ManualEntryValues>[] = [
  { key: 'totalWins', label: 'Monthly Win', testId: 'monthly-entry-wins' },
  { key: 'totalLessons', label: 'Lesson Learned', testId: 'monthly-entry-lessons' },
  { key: 'weeklyHighlights', label: 'Weekly Highlight', testId: 'monthly-entry-highlights' },
  { key: 'areasToImprove', label: 'Areas to Improve Next Month', testId: 'monthly-entry-areas' },
];

type ManualEntryFormProps = {
  chosen: YearMonth;
  /** After a save or on Cancel: the form closes and, unmounted, clears. */
  onClose: () => void;
};

/** The monthly manual entry: four texts, added to the chosen month's review. */
export function ManualEntryForm({ chosen, onClose }: ManualEntryFormProps) {
  const save = useAddMonthlyEntry();

  return (
    <ReviewEntryForm
      fields={FIELDS}
      emptyValues={EMPTY_MANUAL_ENTRY}
      rows={3}
      saving={save.isPending}
      onSave={(values) =>
        save.mutate(manualEntryRequest(chosen.year, chosen.month, values), { onSuccess: onClose })
      }
      onCancel={onClose}
      testIds={{
        form: 'monthly-entry-form',
        save: 'monthly-entry-save',
        cancel: 'monthly-entry-cancel',
      }}
    />
  );
}
