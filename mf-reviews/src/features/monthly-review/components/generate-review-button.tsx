import { Button } from '@goalcoach/ui';
import { RefreshCw, Sparkles } from 'lucide-react';
import { useGenerateMonthlyReview } from '../api/use-generate-monthly-review';
import { monthName, type YearMonth } from '../utils/months';

type GenerateReviewButtonProps = {
  chosen: YearMonth;
  /** Whether the chosen month has a review already: then it is refreshed. */
  exists: boolean;
  /** While the reviews load it is not known yet which of the two the button does. */
  disabled: boolean;
};

/** SPEC §2: 'Generate {Month} Review', or 'Refresh {Month} Review' when one exists. */
export function GenerateReviewButton({ chosen, exists, disabled }: GenerateReviewButtonProps) {
  const generate = useGenerateMonthlyReview();
  const month = monthName(chosen.month);
  const Icon = exists ? RefreshCw : Sparkles;

  return (
    <Button
      onClick={() => generate.mutate(chosen)}
      disabled={disabled}
      loading={generate.isPending}
      data-testid="monthly-generate"
    >
      {!generate.isPending && <Icon aria-hidden />}
      {generate.isPending
        ? `Generating ${month} Review...`
        : `${exists ? 'Refresh' : 'Generate'} ${month} Review`}
    </Button>
  );
}
