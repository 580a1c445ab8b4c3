/**
 * Runs `run` once the browser is idle (Safari has no requestIdleCallback: after `fallbackMs` there, or
 * at the latest after `timeout` elsewhere); answers what cancels it, for an effect's cleanup.
 */
export function whenIdle(
  run: () => void,
  { fallbackMs = 300, timeout }: { fallbackMs?: number; timeout?: number } = {},
) {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(run, fallbackMs);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
  return () => cancelIdleCallback(handle);
}
