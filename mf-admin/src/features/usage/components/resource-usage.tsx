import { Section } from '@goalcoach/ui';
import { BarChart3 } from 'lucide-react';
import { ExportUsage } from './export-usage';
import { UsageChart } from './usage-chart';
import { UsageFigures } from './usage-figures';

/** Resource Usage: the AI's calls and their real cost, a chart and the CSV report. */
export function ResourceUsage() {
  return (
    <Section
      icon={<BarChart3 aria-hidden />}
      title="Resource Usage"
      description="AI calls priced from their recorded tokens"
      contentClassName="gc-stack"
      data-testid="admin-usage"
    >
      <UsageFigures />
      <UsageChart />
      <ExportUsage />
    </Section>
  );
}
