import type { ReactNode } from 'react';
import type { DayState } from '../../../shared/lib/day-state';
import { DayStateIcon } from './day-state-icon';
import './day-state.css';
import './day-state-legend.css';

const LEGEND: { state: DayState; label: string }[] = [
  { state: 'done', label: 'Done' },
  { state: 'partial', label: 'Partly done' },
  { state: 'skipped', label: 'Skipped' },
  { state: 'none', label: 'Not done' },
];

/** What the calendar and heat map colours and shapes mean, and how a click works. */
export function DayStateLegend({ children }: { children?: ReactNode }) {
  return (
    <div className="gc-day-legend">
      <ul className="gc-day-legend__items" aria-label="Legend">
        {LEGEND.map(({ state, label }) => (
          <li key={state} className="gc-day-legend__item">
            <span className="gc-day-swatch" data-state={state} aria-hidden="true">
              <DayStateIcon state={state} />
            </span>
            {label}
          </li>
        ))}
      </ul>
      {children && <p className="gc-day-legend__hint">{children}</p>}
    </div>
  );
}
