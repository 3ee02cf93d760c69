import { CHECK_IN_TEXT_MAX_LENGTH } from '@goalcoach/contracts';
import { Field } from '@goalcoach/ui';
import { BulletTextarea } from './bullet-textarea';

export type CheckInTexts = { wins: string; lessons: string };

/** The placeholders of the wins and lessons fields, in the dialog and when editing. */
const PLACEHOLDERS: CheckInTexts = {
  wins: 'What went well today? (Press Enter to add bullet points)',
  lessons: "What didn't go as planned? What did you learn? (Press Enter to add bullet points)",
};

const FIELDS = ['wins', 'lessons'] as const;

export type CheckInTextFieldsProps = {
  texts: CheckInTexts;
  onTextChange: (field: keyof CheckInTexts, text: string) => void;
  labels: CheckInTexts;
  /** The fields' test ids are `<prefix>-wins` and `<prefix>-lessons`. */
  testIdPrefix: string;
  /** Focus the wins field when the fields appear. */
  autoFocus?: boolean;
};

/** The bullet textareas of a check-in's wins and lessons. */
export function CheckInTextFields({
  texts,
  onTextChange,
  labels,
  testIdPrefix,
  autoFocus = false,
}: CheckInTextFieldsProps) {
  return FIELDS.map((field) => (
    <Field key={field} label={labels[field]}>
      <BulletTextarea
        value={texts[field]}
        onValueChange={(text) => onTextChange(field, text)}
        placeholder={PLACEHOLDERS[field]}
        rows={3}
        maxLength={CHECK_IN_TEXT_MAX_LENGTH}
        autoFocus={autoFocus && field === 'wins'}
        data-testid={`${testIdPrefix}-${field}`}
      />
    </Field>
  ));
}
