import { defaultExportRange, exportRangeProblem } from './export-range';

describe('export range', () => {
  it('defaults to the last 30 days up to today, across a month and a year', () => {
    expect(defaultExportRange('2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(defaultExportRange('2026-01-10')).toEqual({ from: '2025-12-12', to: '2026-01-10' });
  });

  it('accepts a range the server exports, up to 366 days', () => {
    expect(exportRangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(exportRangeProblem({ from: '2025-03-01', to: '2026-03-01' })).toBeNull();
  });

  it('says why a range cannot be exported', () => {
    expect(exportRangeProblem({ from: '', to: '2026-03-01' })).toBe('Choose both dates.');
    expect(exportRangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe(
      'The start date is after the end date.',
    );
    expect(exportRangeProblem({ from: '2025-02-28', to: '2026-03-01' })).toBe(
      'Export at most 366 days at once.',
    );
  });
});
