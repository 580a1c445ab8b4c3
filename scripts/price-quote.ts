// Prices a quote from a JSON file against the company's saved settings (the server's quotes.price) and prints
// the line figures and the totals.
//
//   KERF_URL=http://localhost:3000 KERF_TOKEN=... npx tsx scripts/price-quote.ts quote.json [--saved]
//
// The file is a pricing-examples.json `input` ({settings?, materials?, edgeProfiles?, edgeSelections?,
// lines, recipientGstin?}), or a whole example ({name, input, expected}), or the whole examples file with
// --example N. What the file leaves out is the company's own: settings field by field, materials, edge
// profiles and edge selections as whole lists. --saved ignores the file's settings and catalogue and
// prices the lines with the company's saved ones only. The figures are the server's; any in the file are
// never read.

import fs from "node:fs";
import { parseArgs } from "node:util";
import type { TQuoteRequest } from "@kerf/core";
import { kerfClient, run, UsageError } from "./kerf-client";

type Json = Record<string, unknown>;

function readQuote(file: string, example: string | undefined): Json {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new UsageError(`Cannot read ${file} as JSON: ${(error as Error).message}`);
  }
  if (Array.isArray(parsed)) {
    const n = Number(example);
    if (!example || !Number.isInteger(n) || n < 1 || n > parsed.length) {
      throw new UsageError(
        `${file} holds ${parsed.length} examples: choose one with --example 1..${parsed.length}`,
      );
    }
    parsed = parsed[n - 1];
  }
  if (parsed === null || typeof parsed !== "object") throw new UsageError(`${file} is not a JSON object`);
  const object = parsed as Json;
  const input = "input" in object && typeof object.input === "object" ? (object.input as Json) : object;
  if (!Array.isArray(input.lines)) throw new UsageError(`${file} has no "lines" array`);
  return input;
}

/** A plain text table; columns of figures are right-aligned. */
function table(header: string[], rows: string[][], numeric: (column: number) => boolean): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

const USAGE = `Usage: price-quote.ts <file.json> [--saved] [--example N]

Prices a quote through the server (KERF_URL, KERF_TOKEN) and prints the line figures and the totals.
  <file.json>    a pricing-examples.json input, a whole example, or the whole examples file
  --example N    with the whole examples file: price its N-th example
  --saved        ignore the file's settings and catalogue: price with the company's saved ones
  --help         show this text`;

function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        saved: { type: "boolean", default: false },
        example: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
}

await run(async () => {
  const { values, positionals } = readArgs();
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const file = positionals[0];
  if (!file) throw new UsageError(USAGE);
  const input = readQuote(file, values.example);
  if (values.saved) {
    for (const key of ["settings", "materials", "edgeProfiles", "edgeSelections"]) delete input[key];
  }

  const client = kerfClient();
  // The server checks every part; the file's shape is its business to refuse.
  const quote = await client.quotes.price.mutate(input as TQuoteRequest);

  const header = [
    "#",
    "material",
    "width",
    "length",
    "qty",
    "edge",
    "area",
    "rate",
    "material",
    "cutting",
    "edging",
    "taxable",
    "GST",
    "total",
  ];
  const rows = quote.lines.map((l) => [
    String(l.n),
    l.materialType,
    l.widthForDisplay,
    l.lengthForDisplay,
    String(l.quantity),
    l.edgeSelection ? `${l.edgeSelection} ${l.edgeProfile ?? ""}`.trim() : "-",
    l.area,
    l.rate,
    l.materialAmount,
    l.cuttingAmount,
    l.edgeAmount,
    l.taxableValue,
    l.gstAmount,
    l.total,
  ]);
  const out: string[] = [];
  out.push(
    `Priced in ${quote.unit}; settings: ${quote.sources.settings}, materials: ${quote.sources.materials}, ` +
      `edge profiles: ${quote.sources.edgeProfiles}, edge selections: ${quote.sources.edgeSelections}`,
    "",
    table(header, rows, (i) => i === 0 || i === 4 || i >= 6),
    "",
  );
  const t = quote.totals;
  const totals: [string, string][] = [
    ["area (sq ft)", t.area],
    ["material", t.materialAmount],
    ["cutting", t.cuttingAmount],
    ["edging", t.edgeAmount],
    ["taxable value", t.taxableValue],
    ["CGST", t.cgst],
    ["SGST", t.sgst],
    ["IGST", t.igst],
    ["GST", t.gst],
    ["grand total", t.grandTotal],
    ["round off", t.roundOff],
    ["payable", t.payable],
  ];
  out.push(
    table(["total", "amount"], totals, (i) => i === 1),
    "",
    t.amountInWords,
    "",
  );
  process.stdout.write(out.join("\n"));
});
