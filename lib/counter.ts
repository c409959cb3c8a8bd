/** Counter timing from the spec: count up over 2 s once half the counter is visible. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_VISIBILITY_THRESHOLD = 0.5;
