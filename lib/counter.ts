/** Counter timing from the spec: count up over 2 s once half the counter is visible. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_VISIBILITY_THRESHOLD = 0.5;

/** Ease-out cubic: quick start, gentle landing on the final figure. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - Math.pow(1 - clamped, 3);
}

/** The whole number a counter shows `elapsedMs` after it starts. */
export function counterValue(target: number, elapsedMs: number, durationMs = COUNTER_DURATION_MS): number {
  if (durationMs <= 0) return target;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}
