import { type ColumnMapping, headerKey, presetMapping, rowHasMapping } from "./bank-presets";
import { parseBankAmount, parseBankDate, readCsvRows } from "./bank-values";
import { isOfx, readOfxTransactions } from "./ofx";

/** One credit (money in) of a statement file. */
export interface StatementCredit {
  /** 1-based line (CSV) or transaction (OFX) of the file, for messages. */
  line: number;
  date: string;
  paise: bigint;
  narration: string;
  reference: string | null;
}

export type ParsedStatement =
  | {
      kind: "credits";
      format: "csv" | "ofx";
      /** The preset recognised, or null when a saved or given mapping was used (and for OFX). */
      preset: string | null;
      mapping: ColumnMapping | null;
      credits: StatementCredit[];
      /** Lines that looked like transactions but could not be read (their date or credit amount). */
      problems: string[];
    }
  | { kind: "needsMapping"; headers: string[] };

/** How many leading rows may come before the header row (banks print the account's details first). */
const HEADER_SEARCH_ROWS = 40;

function parseOfxStatement(text: string): ParsedStatement {
  const credits: StatementCredit[] = [];
  const problems: string[] = [];
  readOfxTransactions(text).forEach((t, i) => {
    if (t.amount.startsWith("-")) return;
    const amount = t.amount.includes(".") ? t.amount : t.amount.replace(",", ".");
    const paise = parseBankAmount(amount);
    if (paise === null || t.date === null) {
      problems.push(`Transaction ${i + 1}: its date or amount cannot be read`);
      return;
    }
    if (paise === 0n) return;
    const narration = [t.name, t.memo].filter((s) => s !== "").join(" ");
    credits.push({
      line: i + 1,
      date: t.date,
      paise,
      narration,
      reference: t.refNumber ?? t.checkNumber ?? t.fitId,
    });
  });
  return { kind: "credits", format: "ofx", preset: null, mapping: null, credits, problems };
}

/**
 * A statement file's credits: OFX by its header; CSV by the mapping given (the one saved for the bank
 * account), else by a bank preset recognised from the header row. A CSV neither fits asks for a mapping,
 * with the header row it most likely has.
 */
export function parseStatement(text: string, mapping: ColumnMapping | null): ParsedStatement {
  if (isOfx(text)) return parseOfxStatement(text);
  const rows = readCsvRows(text);
  let header = -1;
  let used: ColumnMapping | null = null;
  let preset: string | null = null;
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS) && header < 0; i++) {
    const cells = rows[i] as string[];
    if (mapping && rowHasMapping(cells, mapping)) {
      header = i;
      used = mapping;
    } else if (!mapping) {
      const found = presetMapping(cells);
      if (found) {
        header = i;
        used = found.mapping;
        preset = found.preset.id;
      }
    }
  }
  if (header < 0 || !used) {
    const guess = rows.slice(0, HEADER_SEARCH_ROWS).find((r) => r.filter((c) => c.trim() !== "").length >= 3);
    return { kind: "needsMapping", headers: (guess ?? []).map((c) => c.trim()).filter((c) => c !== "") };
  }
  const keys = (rows[header] as string[]).map(headerKey);
  const col = (name: string | null) => (name === null ? -1 : keys.indexOf(headerKey(name)));
  const [dateCol, narrationCol, referenceCol, creditCol] = [
    col(used.date),
    col(used.narration),
    col(used.reference),
    col(used.credit),
  ];
  const credits: StatementCredit[] = [];
  const problems: string[] = [];
  for (let i = header + 1; i < rows.length; i++) {
    const cells = rows[i] as string[];
    const date = parseBankDate(cells[dateCol] ?? "");
    // Separator rows (HDFC's "****"), blank lines and the summary after the table have no date.
    if (date === null) continue;
    const creditCell = (cells[creditCol] ?? "").trim();
    if (creditCell === "" || creditCell === "-") continue;
    const paise = parseBankAmount(creditCell);
    if (paise === null) {
      problems.push(`Line ${i + 1}: the credit "${creditCell.slice(0, 40)}" is not an amount`);
      continue;
    }
    if (paise === 0n) continue;
    const reference = referenceCol < 0 ? "" : (cells[referenceCol] ?? "").trim();
    credits.push({
      line: i + 1,
      date,
      paise,
      narration: (cells[narrationCol] ?? "").replace(/\s+/g, " ").trim(),
      reference: /^[-0\s]*$/.test(reference) ? null : reference,
    });
  }
  return { kind: "credits", format: "csv", preset, mapping: used, credits, problems };
}
