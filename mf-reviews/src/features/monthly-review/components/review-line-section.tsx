import { Button, Collapsible, CollapsibleContent, CollapsibleTrigger } from '@goalcoach/ui';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import './review-line-section.css';

/** A month's list shows this many items until the user asks for more. */
const VISIBLE_LINES = 3;

type ReviewLineSectionProps = {
  title: string;
  /** What the items are called in 'Show {n} more {noun}'. */
  noun: string;
  lines: string[];
  testId: string;
};

/** A collapsible list of a review's items, e.g. 'Monthly Wins (n)', first three shown. */
export function ReviewLineSection({ title, noun, lines, testId }: ReviewLineSectionProps) {
  const [expanded, setExpanded] = useState(false);
  const hidden = lines.length - VISIBLE_LINES;
  const shown = expanded ? lines : lines.slice(0, VISIBLE_LINES);

  return (
    <Collapsible defaultOpen className="gc-monthly-lines" data-testid={testId}>
      <CollapsibleTrigger className="gc-monthly-lines__trigger">
        <span>
          {title} ({lines.length})
        </span>
        <ChevronDown aria-hidden />
      </CollapsibleTrigger>
      <CollapsibleContent>
        {lines.length === 0 ? (
          <p className="gc-monthly-lines__none">Nothing recorded yet.</p>
        ) : (
          <ul className="gc-monthly-lines__list">
            {shown.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
        {hidden > 0 && (
          <Button
            variant="link"
            size="sm"
            onClick={() => setExpanded(!expanded)}
            aria-expanded={expanded}
            data-testid={`${testId}-toggle`}
          >
            {expanded ? 'Show less' : `Show ${hidden} more ${noun}`}
          </Button>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
