import type { AdminDailyUsage } from '@goalcoach/contracts';
import { formatShortCalendarDate } from '@goalcoach/dates';
import { useChartColors } from '@goalcoach/ui';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartData,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Chart as ChartCanvas } from 'react-chartjs-2';
import { formatCount } from '../../../shared/lib/format-count';
import { formatUsd } from '../../../shared/lib/format-usd';

// Only what bars with a line on a second axis need, so the rest of chart.js is left out.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Legend,
  Tooltip,
);

type UsageChartCanvasProps = {
  days: AdminDailyUsage[];
  /** The chart in words, the canvas's accessible name. */
  label: string;
};

type UsageChartType = 'bar' | 'line';

/** Calls per day as bars, their cost as a line on the right-hand axis (loaded lazily). */
export default function UsageChartCanvas({ days, label }: UsageChartCanvasProps) {
  const colors = useChartColors();

  const data = useMemo<ChartData<UsageChartType>>(
    () => ({
      labels: days.map((day) => formatShortCalendarDate(day.date)),
      datasets: [
        {
          type: 'bar' as const,
          label: 'API calls',
          data: days.map((day) => day.calls),
          backgroundColor: colors.primary,
          borderRadius: 3,
          yAxisID: 'calls',
          order: 2,
        },
        {
          type: 'line' as const,
          label: 'Cost (USD)',
          data: days.map((day) => day.costUsd),
          borderColor: colors.warning,
          backgroundColor: colors.warning,
          borderWidth: 2,
          tension: 0.25,
          pointRadius: 0,
          pointHoverRadius: 4,
          yAxisID: 'cost',
          order: 1,
        },
      ],
    }),
    [days, colors],
  );

  const options = useMemo<ChartOptions<UsageChartType>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: {
          grid: { display: false },
          border: { color: colors.grid },
          ticks: { color: colors.text, maxTicksLimit: 8, maxRotation: 0, autoSkip: true },
        },
        calls: {
          type: 'linear',
          position: 'left',
          beginAtZero: true,
          grid: { color: colors.grid },
          border: { display: false },
          ticks: { color: colors.text, precision: 0 },
        },
        cost: {
          type: 'linear',
          position: 'right',
          beginAtZero: true,
          grid: { drawOnChartArea: false },
          border: { display: false },
          ticks: { color: colors.text, callback: (value) => formatUsd(Number(value)) },
        },
      },
      plugins: {
        legend: { labels: { color: colors.text, boxWidth: 12 } },
        tooltip: {
          callbacks: {
            label: (item) =>
              item.dataset.yAxisID === 'cost'
                ? `Cost ${formatUsd(item.parsed.y ?? 0)}`
                : `${formatCount(item.parsed.y ?? 0)} API calls`,
          },
        },
      },
    }),
    [colors],
  );

  return <ChartCanvas type="bar" data={data} options={options} role="img" aria-label={label} />;
}
