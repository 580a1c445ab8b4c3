import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { runCli } from "./cli/run-cli";

// npm runs workspace scripts in the package's folder; paths are the caller's (INIT_CWD).
const base = process.env.INIT_CWD ?? process.cwd();
process.exitCode = runCli(process.argv.slice(2), {
  readFile: (path) => readFileSync(path === "-" ? 0 : resolve(base, path), "utf8"),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
