// Prints a company's customers as CSV (RFC 4180: a header row, CRLF line ends, fields with a comma, a quote
// or a line break quoted, quotes doubled), newest first, paging through customers.list.
//
//   KERF_URL=http://localhost:3000 KERF_TOKEN=... npx tsx scripts/export-customers.ts [--search text] > customers.csv

import { parseArgs } from "node:util";
import { kerfClient, run } from "./kerf-client";

const COLUMNS = ["id", "customerName", "phoneNo", "date", "createdAt"] as const;

/** One CSV field (RFC 4180 section 2). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvRow(values: readonly string[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

await run(async () => {
  const { values } = parseArgs({ options: { search: { type: "string" } } });
  const client = kerfClient();
  process.stdout.write(csvRow(COLUMNS));
  for (let page = 1; ; page++) {
    const result = await client.customers.list.query({ page, search: values.search });
    for (const customer of result.customers) {
      process.stdout.write(csvRow(COLUMNS.map((column) => customer[column])));
    }
    if (page * result.pageSize >= result.total || result.customers.length === 0) break;
  }
});
