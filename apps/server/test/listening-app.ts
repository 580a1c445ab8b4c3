import { afterAll, beforeAll } from "vitest";
import { listen } from "./clients";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The app on a database of the test file's own, listening on a port (for clients that need a URL), made
 * before the file's tests and closed after them: read its fields inside the tests.
 */
export function useListeningApp(...options: Parameters<typeof createTestApp>): { t: TestApp; url: string } {
  const s = {} as { t: TestApp; url: string };
  beforeAll(async () => {
    s.t = await createTestApp(...options);
    s.url = await listen(s.t.app);
  });
  afterAll(() => s.t.close());
  return s;
}
