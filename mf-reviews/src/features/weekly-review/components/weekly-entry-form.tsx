import { REVIEW_TEXT_MAX_LENGTH } from '@goalcoach/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Field, Textarea } from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { useCreateWeeklyReview } from '../api/use-create-weekly-review';
import {
  EMPTY_WEEKLY_ENTRY,
  isBlankEntry,
  weeklyEntryRequest,
  type WeeklyEntryDraft,
} from '../utils/weekly-entry';

export type WeeklyEntryFormProps = {
  /** Saved or cancelled: the form closes (and, unmounted, clears). */
  onClose: () => void;
};

const FIELDS: {
  key: keyof WeeklyEntryDraft;
  label: string;
  placeholder: string;
  testId: string;
}[] = [
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

/** SPEC §2 'Add Manual Entry': a failed save keeps the text for another try. */
export function WeeklyEntryForm({ onClose }: WeeklyEntryFormProps) {
  const [draft, setDraft] = useState(EMPTY_WEEKLY_ENTRY);
  const save = useCreateWeeklyReview();
  const blank = isBlankEntry(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || save.isPending) return;
    save.mutate(weeklyEntryRequest(draft), { onSuccess: onClose });
  };

  return (
    <Card data-testid="weekly-entry-form">
      <CardHeader>
        <CardTitle as="h3">Add Manual Entry</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="gc-stack" onSubmit={submit} noValidate>
          {FIELDS.map(({ key, label, placeholder, testId }, index) => (
            <Field key={key} label={label}>
              <Textarea
                value={draft[key]}
                onChange={(event) => {
                  const text = event.target.value;
                  setDraft((current) => ({ ...current, [key]: text }));
                }}
                placeholder={placeholder}
                rows={2}
                maxLength={REVIEW_TEXT_MAX_LENGTH}
                autoFocus={index === 0}
                data-testid={testId}
              />
            </Field>
          ))}
          <div className="gc-reviews-actions">
            <Button
              type="button"
              variant="outline"
              onClick={onClose}
              disabled={save.isPending}
              data-testid="weekly-entry-cancel"
            >
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={blank}
              loading={save.isPending}
              data-testid="weekly-entry-save"
            >
              Save Entry
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
