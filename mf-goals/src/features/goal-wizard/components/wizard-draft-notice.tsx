import { Alert, Button } from '@goalcoach/ui';

export type WizardDraftNoticeProps = {
  onStartOver: () => void;
};

/** Says the answers on screen were kept from an earlier visit, with a way to drop them. */
export function WizardDraftNotice({ onStartOver }: WizardDraftNoticeProps) {
  return (
    <Alert
      variant="info"
      data-testid="wizard-draft-notice"
      action={
        <Button variant="outline" size="sm" onClick={onStartOver} data-testid="wizard-start-over">
          Start over
        </Button>
      }
    >
      Your answers from last time are back.
    </Alert>
  );
}
