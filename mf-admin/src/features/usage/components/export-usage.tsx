import { useUserToday } from '@goalcoach/session';
import { Button, Input, Label } from '@goalcoach/ui';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useExportUsage } from '../api/use-export-usage';
import { defaultExportRange, exportRangeProblem, type ExportRange } from '../utils/export-range';

/**
 * 'Export Usage Report' (DECISIONS): the AI calls of a range of the admin's days as a CSV. The
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

  return (
    <div className="gc-admin-export">
      <div className="gc-admin-export__dates">
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
      </div>
      <Button
        variant="outline"
        disabled={problem !== null || exporting}
        aria-busy={exporting || undefined}
        aria-describedby={problem ? problemId : undefined}
        onClick={() => exportUsage.mutate(range)}
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
    </div>
  );
}
