import { useUserToday } from '@goalcoach/session';
import { Button, fileSizeText, Grid, Input, Label } from '@goalcoach/ui';
import { Download } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useExportUsage } from '../api/use-export-usage';
import { defaultExportRange, exportRangeProblem, type ExportRange } from '../utils/export-range';
import './export-usage.css';

/**
 * 'Export Usage Report': the AI calls of a range of the admin's days as a CSV. The
 * range is checked here first, so the server has no reason to refuse it.
 */
export function ExportUsage() {
  const today = useUserToday();
  // Until the admin picks dates, the range follows today, so a page open past midnight moves on.
  const [chosen, setChosen] = useState<ExportRange | null>(null);
  const range = chosen ?? defaultExportRange(today);
  const problem = exportRangeProblem(range);
  const problemId = useId();
  const fromId = useId();
  const toId = useId();
  const exportUsage = useExportUsage();
  const exporting = exportUsage.isPending;
  const button = useRef<HTMLButtonElement>(null);
  // Set at the click itself: isPending follows a tick later, and a second click in between
  // would save the file twice.
  const inFlight = useRef(false);

  const startExport = () => {
    if (problem || inFlight.current) return;
    inFlight.current = true;
    exportUsage.mutate(range, {
      onSettled: () => {
        inFlight.current = false;
        // The button was disabled meanwhile: the keyboard finds it again, not the page's start.
        if (document.activeElement === document.body) button.current?.focus();
      },
    });
  };

  return (
    <div className="gc-admin-export">
      <Grid columns={{ sm: 2 }} gap={3}>
        <div className="gc-field">
          <Label htmlFor={fromId}>From</Label>
          <Input
            id={fromId}
            type="date"
            value={range.from}
            max={today}
            onChange={(event) => setChosen({ ...range, from: event.target.value })}
            data-testid="admin-export-from"
          />
        </div>
        <div className="gc-field">
          <Label htmlFor={toId}>To</Label>
          <Input
            id={toId}
            type="date"
            value={range.to}
            max={today}
            onChange={(event) => setChosen({ ...range, to: event.target.value })}
            data-testid="admin-export-to"
          />
        </div>
      </Grid>
      <Button
        ref={button}
        variant="outline"
        disabled={problem !== null}
        loading={exporting}
        aria-describedby={problem ? problemId : undefined}
        onClick={startExport}
        data-testid="admin-export-usage"
      >
        <Download aria-hidden />
        {exporting ? 'Exporting...' : 'Export Usage Report'}
      </Button>
      {problem && (
        <p id={problemId} className="gc-field__error" role="status">
          {problem}
        </p>
      )}
      {exporting && (
        <p className="gc-text-muted" role="status" data-testid="admin-export-progress">
          {exportUsage.receivedBytes > 0
            ? `${fileSizeText(exportUsage.receivedBytes)} received`
            : 'Preparing the report...'}
        </p>
      )}
    </div>
  );
}
