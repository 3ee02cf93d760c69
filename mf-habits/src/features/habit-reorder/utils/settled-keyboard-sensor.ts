import { KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';

/** Resolves after the next frame has been rendered (React has applied what was dispatched). */
function afterNextFrame(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * dnd-kit's keyboard sensor, except that a drop waits for the moves before it to render:
 * an arrow key dispatches a move that React renders a moment later, and a drop read before
 * that lands on the previous place. Quick typists, key repeat and scripted keyboards hit it.
 */
export class SettledKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super({ ...props, onEnd: () => afterNextFrame(props.onEnd) });
  }
}
