/**
 * The CPU time (user + system, every thread of this process: argon2's included) spent while `work`
 * runs, in milliseconds, with its result. With app.inject the server runs in this process, so this is
 * the request's server CPU; PostgreSQL's own work is not in it. CPU time, not wall time: on a loaded
 * machine a request waits, but it does not spend more.
 */
export async function withCpu<T>(work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const start = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(start);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}

/** The budget of one request (issue 13): whatever its content, about 50 ms of server CPU. */
export const CPU_BUDGET_MS = 50;

/**
 * What a test allows one request. On a loaded CI machine CPU time still grows (caches, GC), so tests
 * allow three times the budget: enough to fail on any superlinear work (the 400,000-digit size cost
 * half a minute), without failing on a busy day. `npm run bench:request-cpu` reports the figure itself.
 */
export const CPU_TEST_LIMIT_MS = 3 * CPU_BUDGET_MS;
