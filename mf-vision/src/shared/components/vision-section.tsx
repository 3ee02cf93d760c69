import { Section } from '@goalcoach/ui';
import type { ComponentProps } from 'react';
import './vision-section.css';

type VisionSectionProps = Omit<ComponentProps<typeof Section>, 'frame' | 'className'>;

/** One part of the board: a panel named by its heading, with room for actions beside it. */
export function VisionSection(props: VisionSectionProps) {
  return <Section {...props} frame="panel" className="gc-vision-section" />;
}
