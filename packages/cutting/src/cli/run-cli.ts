import { CutJobError } from "../job";
import { planCuts } from "../plan-cuts";

// `cut [--time-limit S] FILE...`: plans each job file (or "-" for standard input) and writes one JSON
// line per job, in order. A bad job writes {"error": {...}} in its place, a message naming the file and
// the field on stderr, and makes the exit status 1; bad arguments exit with 2.

export interface CliIo {
  readFile: (path: string) => string;
  out: (line: string) => void;
  err: (line: string) => void;
}

export const USAGE = "usage: npm run -s cut -- [--time-limit SECONDS] FILE...";

export function runCli(argv: readonly string[], io: CliIo, plan: typeof planCuts = planCuts): number {
  let timeLimit: number | undefined;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--help" || a === "-h") {
      io.out(USAGE);
      return 0;
    }
    const eq = a.startsWith("--time-limit=") ? a.slice("--time-limit=".length) : null;
    if (a === "--time-limit" || eq !== null) {
      const v = eq ?? argv[++i];
      const n = v === undefined || v.trim() === "" ? Number.NaN : Number(v);
      if (!(n > 0) || !Number.isFinite(n)) {
        io.err(`--time-limit: must be a positive number of seconds (got ${v ?? "nothing"})`);
        return 2;
      }
      timeLimit = n;
    } else if (a.startsWith("-") && a !== "-") {
      io.err(`unknown option ${a}\n${USAGE}`);
      return 2;
    } else files.push(a);
  }
  if (files.length === 0) {
    io.err(USAGE);
    return 2;
  }
  let status = 0;
  for (const file of files) {
    let job: unknown;
    try {
      job = JSON.parse(io.readFile(file));
    } catch (e) {
      const why =
        e instanceof SyntaxError
          ? `not valid JSON (${e.message})`
          : `cannot read it (${(e as Error).message})`;
      io.err(`${file}: ${why}`);
      io.out(JSON.stringify({ error: { field: "job", message: why } }));
      status = 1;
      continue;
    }
    try {
      io.out(JSON.stringify(plan(job, timeLimit === undefined ? {} : { timeLimit })));
    } catch (e) {
      if (!(e instanceof CutJobError)) throw e;
      io.err(`${file}: ${e.message}`);
      io.out(JSON.stringify({ error: { field: e.field, message: e.problem } }));
      status = 1;
    }
  }
  return status;
}
