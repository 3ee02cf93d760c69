import { useEffect, useState } from 'react';

/**
 * An index that moves from 0 to `count - 1`, one step every `stepMs` from mount, and stays at
 * the last. The server says nothing about its progress, so the stages only tell that work goes
 * on, not how much is left.
 */
export function useAdvancingStage(count: number, stepMs: number): number {
  const [stage, setStage] = useState(0);

  useEffect(() => {
    const timer = setInterval(
      () => setStage((current) => Math.min(current + 1, count - 1)),
      stepMs,
    );
    return () => clearInterval(timer);
  }, [count, stepMs]);

  return stage;
}
