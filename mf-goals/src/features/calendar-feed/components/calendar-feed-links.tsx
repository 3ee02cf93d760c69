import type { CalendarFeedLinks as Links } from '@goalcoach/contracts';
import { Button, Field, Input, buttonClasses, toast } from '@goalcoach/ui';
import { CalendarPlus, Copy } from 'lucide-react';

export type CalendarFeedLinksProps = {
  links: Links;
};

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Link copied', variant: 'success' });
  } catch {
    toast({
      title: "Couldn't copy the link",
      description: 'Select the link and copy it yourself.',
      variant: 'destructive',
    });
  }
}

/** The feed's two addresses: one that opens the calendar app, one to paste into any other. */
export function CalendarFeedLinks({ links }: CalendarFeedLinksProps) {
  return (
    <div className="goals-calendar-feed__links">
      <a
        href={links.webcalUrl}
        className={buttonClasses({ variant: 'primary', fullWidth: true })}
        data-testid="calendar-feed-webcal"
      >
        <CalendarPlus aria-hidden />
        Open in your calendar app
      </a>
      <div className="goals-calendar-feed__copy">
        <Field label="Or add this address to your calendar (Google Calendar: From URL)">
          <Input
            value={links.httpsUrl}
            readOnly
            className="goals-calendar-feed__url"
            onFocus={(event) => event.currentTarget.select()}
            data-testid="calendar-feed-url"
          />
        </Field>
        <Button
          variant="outline"
          onClick={() => void copy(links.httpsUrl)}
          data-testid="calendar-feed-copy"
        >
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
}
