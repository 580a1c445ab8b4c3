import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { planCuts } from "../plan-cuts";
import { runCli } from "./run-cli";

const job = {
  kerf: 3,
  trim: 10,
  stages: 3,
  sheets: [{ id: "S", width: 3210, length: 6000, quantity: null, cost: 1 }],
  pieces: [{ id: "P1", width: 500, length: 800, quantity: 4, rotate: true }],
};

function run(argv: string[], files: Record<string, string>, plan = planCuts) {
  const out: string[] = [];
  const err: string[] = [];
  const status = runCli(
    argv,
    {
      readFile: (path) => {
        const text = files[path];
        if (text === undefined) throw new Error(`ENOENT: no such file ${path}`);
        return text;
      },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    },
    plan,
  );
  return { status, out, err };
}

describe("cut CLI", () => {
  it("prints one JSON line per job, in order, and a message naming the file and field for a bad one", () => {
    const bad = { ...job, pieces: [{ id: "P1", width: -5, length: 800 }] };
    const limits: unknown[] = [];
    const spy: typeof planCuts = (j, options) => {
      limits.push(options);
      return planCuts(j, options);
    };
    const r = run(
      ["--time-limit", "0.2", "a.json", "bad.json", "a.json"],
      {
        "a.json": JSON.stringify(job),
        "bad.json": JSON.stringify(bad),
      },
      spy,
    );
    expect(r.status).toBe(1);
    expect(limits).toEqual([{ timeLimit: 0.2 }, { timeLimit: 0.2 }, { timeLimit: 0.2 }]);
    expect(r.out).toHaveLength(3);
    const first = JSON.parse(r.out[0]!);
    expect(first.sheets).toHaveLength(1);
    expect(first.unplaced).toEqual([]);
    expect(JSON.parse(r.out[1]!)).toEqual({
      error: { field: "pieces[0].width", message: "must be more than 0" },
    });
    expect(JSON.parse(r.out[2]!).sheets).toHaveLength(1);
    expect(r.err).toEqual(["bad.json: pieces[0].width: must be more than 0"]);
  });

  it("reports unreadable files and bad JSON", () => {
    const r = run(["missing.json", "broken.json"], { "broken.json": "{" });
    expect(r.status).toBe(1);
    expect(r.err[0]).toMatch(/^missing\.json: cannot read it/);
    expect(r.err[1]).toMatch(/^broken\.json: not valid JSON/);
    expect(r.out.map((l) => JSON.parse(l).error.field)).toEqual(["job", "job"]);
  });

  it("rejects bad arguments with status 2", () => {
    expect(run([], {}).err).toEqual(["usage: npm run -s cut -- [--time-limit SECONDS] FILE..."]);
    expect(run([], {}).status).toBe(2);
    expect(run(["--time-limit", "0", "a.json"], {})).toMatchObject({
      status: 2,
      err: ["--time-limit: must be a positive number of seconds (got 0)"],
    });
    expect(run(["--fast", "a.json"], {}).status).toBe(2);
  });

  it("runs as `npm run -s cut -- FILE` from the repository", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kerf-cut-"));
    const file = join(dir, "job.json");
    writeFileSync(file, JSON.stringify(job));
    const root = resolve(import.meta.dirname, "../../../..");
    const { stdout } = await promisify(execFile)(
      "npm",
      ["run", "-s", "cut", "--", "--time-limit", "0.3", file],
      {
        cwd: root,
      },
    );
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).sheets[0].pieces[0]).toEqual({
      id: "P1",
      x: 10,
      y: 10,
      width: 500,
      length: 800,
    });
  }, 30_000);
});
