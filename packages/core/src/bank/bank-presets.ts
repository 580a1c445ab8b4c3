// Column layouts of the statement files that large Indian banks let a customer download from net
// banking (CSV, or Excel saved as CSV). Headers are compared without case, spaces or punctuation, and
// each field accepts the variants seen across the banks' exports. Sources: the published layouts
// collected in FFFSTANZA/SharaLedger docs/INDIAN_BANK_FORMATS.md and asmitsharp/cashlens
// docs/bank-statement-format-research.md, and parsers of real exports (YashChauhan858/Expense-Calculator
// for HDFC, vdinesht/tracker for ICICI).

/** Which header names a statement's date, narration, reference and credit amount are under. */
export interface ColumnMapping {
  date: string;
  narration: string;
  reference: string | null;
  credit: string;
}

export interface BankPreset {
  id: string;
  bank: string;
  /** Each field's accepted header names, the first being the bank's usual one. */
  columns: { date: string[]; narration: string[]; reference: string[]; credit: string[] };
}

export const BANK_PRESETS: readonly BankPreset[] = [
  {
    // Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing Balance (dd/mm/yy)
    id: "hdfc",
    bank: "HDFC Bank",
    columns: {
      date: ["Date"],
      narration: ["Narration"],
      reference: ["Chq./Ref.No."],
      credit: ["Deposit Amt.", "Deposit Amount"],
    },
  },
  {
    // S No. | Value Date | Transaction Date | Cheque Number | Transaction Remarks | Withdrawal Amount (INR ) |
    // Deposit Amount (INR ) | Balance (INR ) (dd/mm/yyyy)
    id: "icici",
    bank: "ICICI Bank",
    columns: {
      date: ["Transaction Date", "Value Date"],
      narration: ["Transaction Remarks"],
      reference: ["Cheque Number", "Reference No."],
      credit: ["Deposit Amount (INR )", "Deposit Amount (INR)", "Deposit Amount"],
    },
  },
  {
    // Txn Date | Value Date | Description | Ref No./Cheque No. | Debit | Credit | Balance (15 Jan 2024)
    id: "sbi",
    bank: "State Bank of India",
    columns: {
      date: ["Txn Date"],
      narration: ["Description"],
      reference: ["Ref No./Cheque No."],
      credit: ["Credit"],
    },
  },
  {
    // Tran Date | CHQNO | PARTICULARS | DR | CR | BAL | SOL (dd-mm-yyyy)
    id: "axis",
    bank: "Axis Bank",
    columns: {
      date: ["Tran Date", "Transaction Date"],
      narration: ["PARTICULARS"],
      reference: ["CHQNO", "Chq / Ref no."],
      credit: ["CR", "Credit"],
    },
  },
];

/** A header as compared: lower case, letters and digits only ("Chq./Ref.No." is "chqrefno"). */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function pick(headers: readonly string[], names: readonly string[]): string | null {
  for (const name of names) {
    const found = headers.find((h) => headerKey(h) === headerKey(name));
    if (found !== undefined) return found;
  }
  return null;
}

/** The preset whose columns a header row has, with the mapping to its actual header texts. */
export function presetMapping(
  headers: readonly string[],
): { preset: BankPreset; mapping: ColumnMapping } | null {
  for (const preset of BANK_PRESETS) {
    const date = pick(headers, preset.columns.date);
    const narration = pick(headers, preset.columns.narration);
    const credit = pick(headers, preset.columns.credit);
    if (date && narration && credit) {
      return {
        preset,
        mapping: { date, narration, credit, reference: pick(headers, preset.columns.reference) },
      };
    }
  }
  return null;
}

/** Whether a header row has every column a mapping names. */
export function rowHasMapping(headers: readonly string[], mapping: ColumnMapping): boolean {
  const keys = new Set(headers.map(headerKey));
  const needed = [mapping.date, mapping.narration, mapping.credit, mapping.reference].filter(
    (h): h is string => h !== null,
  );
  return needed.every((h) => keys.has(headerKey(h)));
}
