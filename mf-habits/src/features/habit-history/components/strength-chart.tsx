import type { HabitStrengthPoint } from '@goalcoach/contracts';
import { formatShortCalendarDate } from '@goalcoach/dates';
import { useChartColors } from '@goalcoach/ui';
import {
  CategoryScale,
  Chart,
  type ChartData,
  type ChartOptions,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';

// Only what a filled line with a tooltip needs, so the rest of chart.js is left out.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Filler,
  Tooltip,
);

type StrengthChartProps = {
  points: HabitStrengthPoint[];
  /** The curve in words, the canvas's accessible name. */
  label: string;
};

/** The strength curve since creation (loaded lazily with chart.js). */
export default function StrengthChart({ points, label }: StrengthChartProps) {
  const colors = useChartColors();

  const data = useMemo<ChartData<'line'>>(
    () => ({
      labels: points.map((point) => formatShortCalendarDate(point.date)),
      datasets: [
        {
          label: 'Strength',
          data: points.map((point) => point.strength),
          borderColor: colors.primary,
          backgroundColor: colors.primarySoft,
          fill: 'origin',
          borderWidth: 2,
          tension: 0.25,
          pointRadius: 0,
          pointHoverRadius: 4,
          pointHoverBackgroundColor: colors.primary,
        },
      ],
    }),
    [points, colors],
  );

  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: {
          grid: { display: false },
          border: { color: colors.grid },
          ticks: { color: colors.text, maxTicksLimit: 6, maxRotation: 0, autoSkip: true },
        },
        y: {
          min: 0,
          max: 100,
          grid: { color: colors.grid },
          border: { display: false },
          ticks: { color: colors.text, stepSize: 25, callback: (value) => `${value}%` },
        },
      },
      plugins: {
        tooltip: {
          displayColors: false,
          callbacks: { label: (item) => `Strength ${Math.round(item.parsed.y ?? 0)}%` },
        },
      },
    }),
    [colors],
  );

  return <Line data={data} options={options} role="img" aria-label={label} />;
}
