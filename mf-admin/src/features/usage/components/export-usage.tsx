import { apiClient } from '@goalcoach/api';
import { useUserToday } from '@goalcoach/session';
import { Button, buttonClasses, Input, Label } from '@goalcoach/ui';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { apiPaths } from '../../../shared/api/api-paths';
import { defaultExportRange, exportRangeProblem, type ExportRange } from '../utils/export-range';

/**
 * 'Export Usage Report' (DECISIONS): the AI calls of a range of the admin's days as a CSV. A plain
 * same-origin link with `download`, so the browser streams the file to disk as the server writes
 * it, however long the range; the range is checked here first so the server has no reason to
 * refuse it.
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
  const href = apiClient.getUri({ url: apiPaths.usageCsv, params: range });

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
      {problem ? (
        <>
          <Button
            variant="outline"
            disabled
            aria-describedby={problemId}
            data-testid="admin-export-usage"
          >
            <Download aria-hidden />
            Export Usage Report
          </Button>
          <p id={problemId} className="gc-field__error" role="status">
            {problem}
          </p>
        </>
      ) : (
        <a
          href={href}
          download
          className={buttonClasses({ variant: 'outline' })}
          data-testid="admin-export-usage"
        >
          <Download aria-hidden />
          Export Usage Report
        </a>
      )}
    </div>
  );
}
