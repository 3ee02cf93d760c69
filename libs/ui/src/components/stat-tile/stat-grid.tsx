import { cn } from '../../lib/cn';
import { Grid, type GridProps } from '../grid/grid';
import './stat-tile.css';

export type StatGridProps = Omit<GridProps, 'as'>;

/** A description list of StatTiles: two columns 0.75 rem apart unless told otherwise. */
export function StatGrid({ className, ...rest }: StatGridProps) {
  return <Grid {...rest} as="dl" className={cn('gc-stat-grid', className)} />;
}
