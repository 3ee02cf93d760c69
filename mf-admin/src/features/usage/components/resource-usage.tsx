import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@goalcoach/ui';
import { BarChart3 } from 'lucide-react';
import { ExportUsage } from './export-usage';
import { UsageChart } from './usage-chart';
import { UsageFigures } from './usage-figures';

/** SPEC §2 Resource Usage: the AI's calls and their real cost, a chart and the CSV report. */
export function ResourceUsage() {
  return (
    <Card className="gc-admin-section" data-testid="admin-usage">
      <CardHeader>
        <CardTitle as="h2" className="gc-admin-section__title">
          <BarChart3 aria-hidden />
          Resource Usage
        </CardTitle>
        <CardDescription>AI calls priced from their recorded tokens</CardDescription>
      </CardHeader>
      <CardContent className="gc-stack">
        <UsageFigures />
        <UsageChart />
        <ExportUsage />
      </CardContent>
    </Card>
  );
}
