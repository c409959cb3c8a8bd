/**
 * Runs `work` when the browser's main thread is idle (within `timeoutMs` at the latest), instead of in
 * the next task: work nobody waits for then never holds up a tap that lands right after hydration.
 * Returns a function that cancels it. Browsers without idle callbacks (Safari) get a timer.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 0);
  return () => window.clearTimeout(timer);
}
