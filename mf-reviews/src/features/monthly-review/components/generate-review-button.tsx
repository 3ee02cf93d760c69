import { Button } from '@goalcoach/ui';
import { RefreshCw, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useGenerateMonthlyReview } from '../api/use-generate-monthly-review';
import { monthName, type YearMonth } from '../utils/months';
import './generate-review-button.css';

const MONTH_NOT_STARTED = 'This month has not started yet';

type GenerateReviewButtonProps = {
  chosen: YearMonth;
  /** Whether the chosen month has a review already: then it is refreshed. */
  exists: boolean;
  /** While the reviews load it is not known yet which of the two the button does. */
  disabled: boolean;
  /** The chosen month is after this one in the user's zone: there is nothing to review. */
  notStarted: boolean;
};

/** 'Generate {Month} Review', or 'Refresh {Month} Review' when one exists. */
export function GenerateReviewButton({
  chosen,
  exists,
  disabled,
  notStarted,
}: GenerateReviewButtonProps) {
  const generate = useGenerateMonthlyReview();
  const reasonId = useId();
  const month = monthName(chosen.month);
  const Icon = exists ? RefreshCw : Sparkles;

  return (
    <>
      <Button
        onClick={() => generate.mutate(chosen)}
        disabled={disabled || notStarted}
        loading={generate.isPending}
        title={notStarted ? MONTH_NOT_STARTED : undefined}
        aria-describedby={notStarted ? reasonId : undefined}
        data-testid="monthly-generate"
      >
        {!generate.isPending && <Icon aria-hidden />}
        {generate.isPending
          ? `Generating ${month} Review...`
          : `${exists ? 'Refresh' : 'Generate'} ${month} Review`}
      </Button>
      {notStarted && (
        <p id={reasonId} className="gc-monthly__hint" data-testid="monthly-generate-reason">
          {MONTH_NOT_STARTED}
        </p>
      )}
    </>
  );
}
