import { CONFIDENCE_SCALE, reviewLines, type CheckIn } from '@goalcoach/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@goalcoach/ui';
import { Pencil } from 'lucide-react';
import { ReviewList } from '../../../shared/components/review-list';
import { useInlineForm } from '../../../shared/hooks/use-inline-form';
import { checkInDayLabel } from '../utils/recent-check-ins';
import { CheckInEditForm } from './check-in-edit-form';
import './check-in-card.css';

export type CheckInCardProps = {
  checkIn: CheckIn;
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
};

function CheckInText({
  label,
  text,
  testId,
}: {
  label: string;
  text: string | null;
  testId: string;
}) {
  const items = reviewLines(text);
  if (items.length === 0) return null;
  return <ReviewList label={label} items={items} testId={testId} />;
}

/** One day of 'Individual Daily Check-ins': its texts, or the inline edit form. */
export function CheckInCard({ checkIn, editing, onEdit, onDoneEditing }: CheckInCardProps) {
  const day = checkInDayLabel(checkIn.date);
  const { openerRef, closeForm } = useInlineForm(editing, onDoneEditing);
  const hasDetails = reviewLines(checkIn.wins).length + reviewLines(checkIn.lessons).length > 0;
  return (
    <Card data-testid={`check-in-card-${checkIn.date}`} data-editing={editing || undefined}>
      <CardHeader className="gc-check-in-card__header">
        <CardTitle as="h4">
          <time dateTime={checkIn.date}>{day}</time>
        </CardTitle>
        <div className="gc-cluster">
          <Badge variant={checkIn.completedDailyAction ? 'success' : 'secondary'}>
            {checkIn.completedDailyAction ? 'Action done' : 'Action missed'}
          </Badge>
          {/* Older check-ins hold a confidence derived from Yes/No, which nobody gave. */}
          {checkIn.confidenceGiven && (
            <Badge variant="outline" data-testid="check-in-confidence-badge">
              Confidence {checkIn.confidenceLevel}/{CONFIDENCE_SCALE}
            </Badge>
          )}
          {!editing && (
            <Button
              ref={openerRef}
              variant="ghost"
              size="icon"
              onClick={onEdit}
              aria-label={`Edit check-in for ${day}`}
              data-testid="check-in-edit"
            >
              <Pencil aria-hidden />
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="gc-stack">
        {editing ? (
          <CheckInEditForm checkIn={checkIn} onDone={closeForm} />
        ) : hasDetails ? (
          <>
            <CheckInText label="Wins" text={checkIn.wins} testId="check-in-wins-text" />
            <CheckInText label="Lessons" text={checkIn.lessons} testId="check-in-lessons-text" />
          </>
        ) : (
          <p className="gc-text-muted">No details recorded for this check-in</p>
        )}
      </CardContent>
    </Card>
  );
}
