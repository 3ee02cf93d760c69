import { Card, CardContent, CardHeader, CardTitle } from '@goalcoach/ui';
import { ReviewEntryForm, type EntryField } from '../../../shared/components/review-entry-form';
import { useCreateWeeklyReview } from '../api/use-create-weekly-review';
import {
  EMPTY_WEEKLY_ENTRY,
  weeklyEntryRequest,
  type WeeklyEntryDraft,
} from '../utils/weekly-entry';

export type WeeklyEntryFormProps = {
  /** Saved or cancelled: the form closes (and, unmounted, clears). */
  onClose: () => void;
};

const FIELDS: EntryField<keyof WeeklyEntryDraft>[] = [
  {
    key: 'win',
    label: 'Weekly Win',
    placeholder: 'What went well this week?',
    testId: 'weekly-entry-win',
  },
  {
    key: 'lesson',
    label: 'Lesson Learned',
    placeholder: 'What did you learn or what worked?',
    testId: 'weekly-entry-lesson',
  },
  {
    key: 'areasToImprove',
    label: 'Areas to Improve Next Week',
    placeholder: 'What will you do differently next week?',
    testId: 'weekly-entry-areas',
  },
];

/** 'Add Manual Entry' of the Weekly tab: a win, a lesson and areas to improve. */
export function WeeklyEntryForm({ onClose }: WeeklyEntryFormProps) {
  const save = useCreateWeeklyReview();

  return (
    <Card data-testid="weekly-entry-form">
      <CardHeader>
        <CardTitle as="h3">Add Manual Entry</CardTitle>
      </CardHeader>
      <CardContent>
        <ReviewEntryForm
          fields={FIELDS}
          emptyValues={EMPTY_WEEKLY_ENTRY}
          rows={2}
          saving={save.isPending}
          onSave={(draft) => save.mutate(weeklyEntryRequest(draft), { onSuccess: onClose })}
          onCancel={onClose}
          testIds={{ save: 'weekly-entry-save', cancel: 'weekly-entry-cancel' }}
        />
      </CardContent>
    </Card>
  );
}
