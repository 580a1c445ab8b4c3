import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import examples from "@kerf/core/pricing-examples.json" with { type: "json" };
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany } from "./clients";
import { cuttingWithoutGst } from "./order-fixture";
import { createTestApp, type TestApp } from "./test-app";

// The typed scripts of /scripts, run as a user runs them (tsx in a process of its own) against a listening app.
const root = path.resolve(import.meta.dirname, "../../..");

function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join("scripts", script), ...args], {
      cwd: root,
      env: { ...process.env, KERF_URL: "", KERF_TOKEN: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** RFC 4180: fields in quotes may hold commas, quotes (doubled) and line breaks; rows end with CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

interface Example {
  input: { materials: Record<string, string>[]; lines: Record<string, unknown>[] };
  expected: { lines: Record<string, string>[]; totals: Record<string, string> };
}

describe("scripts/ against a started server", () => {
  let t: TestApp;
  let env: Record<string, string>;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kerf-scripts-"));
  beforeAll(async () => {
    t = await createTestApp();
    const url = await listen(t.app);
    const { accessToken } = await signupCompany(t.app);
    env = { KERF_URL: url, KERF_TOKEN: accessToken };
    // The examples' saved settings are the spec's defaults, which charge cutting without GST; a company
    // with a GSTIN now starts with GST on cutting (CGST Act sec. 15(2)(c)).
    await cuttingWithoutGst((...a) => rest(t.app, ...a), accessToken);
    // 12 customers: more than a page of 10.
    for (let n = 1; n <= 12; n++) {
      const customerName = n === 7 ? 'Mehta, "Big" Interiors\nPune' : `Customer ${n}`;
      const res = await rest(
        t.app,
        "POST",
        "/draft",
        { customerName, phoneNo: "9876543210", date: `2026-11-${String(n).padStart(2, "0")}` },
        accessToken,
      );
      expect(res.status).toBe(201);
    }
    const material = (examples as unknown as Example[])[0]!.input.materials[0]!;
    expect((await rest(t.app, "POST", "/setting/material", material, accessToken)).status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("export-customers.ts prints every customer as RFC 4180 CSV, paging through customers.list", async () => {
    const { code, stdout, stderr } = await runScript("export-customers.ts", [], env);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout.endsWith("\r\n")).toBe(true);
    expect(stdout).toContain('"Mehta, ""Big"" Interiors\nPune"');
    const rows = parseCsv(stdout);
    expect(rows[0]).toEqual(["id", "customerName", "phoneNo", "date", "createdAt"]);
    expect(rows).toHaveLength(13);
    expect(rows.slice(1).map((r) => r[1])).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) =>
        n === 7 ? 'Mehta, "Big" Interiors\nPune' : `Customer ${n}`,
      ),
    );
    expect(rows[1]).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      "Customer 12",
      "9876543210",
      "2026-11-12T00:00:00.000Z",
      expect.any(String),
    ]);

    const search = await runScript("export-customers.ts", ["--search", "mehta"], env);
    expect(parseCsv(search.stdout)).toHaveLength(2);
  });

  it("price-quote.ts --help prints its usage; an unknown option is a usage line, never a stack", async () => {
    const help = await runScript("price-quote.ts", ["--help"], {});
    expect(help.code).toBe(0);
    expect(help.stderr).toBe("");
    expect(help.stdout).toContain("Usage: price-quote.ts <file.json> [--saved] [--example N]");
    expect(help.stdout).toContain("--saved");
    const unknown = await runScript("price-quote.ts", ["--nope"], {});
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--nope'");
    expect(unknown.stderr).toContain("Usage: price-quote.ts");
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
  });

  it("price-quote.ts prices a whole example through the server and prints its figures", async () => {
    const example = (examples as unknown as Example[])[0]!;
    const file = path.join(dir, "example.json");
    fs.writeFileSync(file, JSON.stringify(example));
    const { code, stdout, stderr } = await runScript("price-quote.ts", [file], env);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toContain("settings: file, materials: file, edge profiles: file, edge selections: file");
    const lineRow = stdout.split("\n").find((l) => l.startsWith("1  Clear 5mm"))!;
    const { area, rate, materialAmount, total } = example.expected.lines[0]!;
    expect(lineRow.split(/\s{2,}/)).toEqual(expect.arrayContaining([area, rate, materialAmount, total]));
    expect(stdout).toMatch(new RegExp(`payable\\s+${example.expected.totals.payable}`));
    expect(stdout).toContain(example.expected.totals.amountInWords);

    // One example of the whole examples file; --saved prices its lines with the company's own settings only.
    const all = path.join(dir, "pricing-examples.json");
    fs.writeFileSync(all, JSON.stringify(examples));
    const chosen = await runScript("price-quote.ts", [all, "--example", "1"], env);
    expect(chosen.code).toBe(0);
    expect(chosen.stdout).toMatch(new RegExp(`payable\\s+${example.expected.totals.payable}`));
    const saved = await runScript("price-quote.ts", [file, "--saved"], env);
    expect(saved.code).toBe(0);
    expect(saved.stdout).toContain("settings: company, materials: company");
    const unchosen = await runScript("price-quote.ts", [all], env);
    expect(unchosen.code).toBe(1);
    expect(unchosen.stderr).toContain(`holds ${examples.length} examples: choose one with --example`);
  });

  it("price-quote.ts takes what the file leaves out from the company's saved settings", async () => {
    const example = (examples as unknown as Example[])[0]!;
    const file = path.join(dir, "lines-only.json");
    fs.writeFileSync(file, JSON.stringify({ lines: example.input.lines }));
    const { code, stdout } = await runScript("price-quote.ts", [file], env);
    expect(code).toBe(0);
    expect(stdout).toContain(
      "settings: company, materials: company, edge profiles: company, edge selections: company",
    );
    expect(stdout).toMatch(new RegExp(`payable\\s+${example.expected.totals.payable}`));
  });

  it("both scripts say what is wrong: no token, a refused token, a refused quote", async () => {
    const none = await runScript("export-customers.ts", [], {});
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("Set KERF_URL");
    const bad = await runScript("export-customers.ts", [], { ...env, KERF_TOKEN: "not.valid" });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("The server refused: Your session has ended. Please log in again.");
    const file = path.join(dir, "bad.json");
    fs.writeFileSync(
      file,
      JSON.stringify({
        lines: [{ widthForDisplay: "30", lengthForDisplay: "24", quantity: 1, materialType: "Clear 5mm" }],
      }),
    );
    const refused = await runScript("price-quote.ts", [file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("The server refused: Line 1: Length must be greater than width");
    expect(refused.stderr).toContain("lines.0.lengthForDisplay: Length must be greater than width");
  });
});
