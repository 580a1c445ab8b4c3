import {
  BANK_STATEMENT_MESSAGES,
  type BankStatementResult,
  MAX_STATEMENT_CHARS,
  type TColumnMapping,
  type TPostBankMatches,
  ZBankAccountName,
} from "@kerf/core";
import { useId, useState } from "react";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { usePageTitle } from "../../ui/shell/header-title";
import { BankCreditsTable, type MatchToPost } from "./bank-credits-table";

const INPUT =
  "block w-full rounded-md border-0 px-3 py-1.5 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600";
const LABEL = "block text-sm font-medium text-slate-700";

type Columns = Record<keyof TColumnMapping, string>;
const NO_COLUMNS: Columns = { date: "", narration: "", credit: "", reference: "" };

/**
 * /bank-statement: a statement file read into the named bank account, its credits matched to open
 * invoices; the exact matches posted as payments in one action, a suggestion confirmed with one key.
 */
export function BankStatementPage() {
  usePageTitle("Bank statement");
  const ids = { account: useId(), file: useId() };
  const [account, setAccount] = useState("");
  const [text, setText] = useState<string | null>(null);
  const [fileName, setFileName] = useState("");
  const [columns, setColumns] = useState<Columns>(NO_COLUMNS);
  const [result, setResult] = useState<BankStatementResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const read = trpc.bankStatements.import.useMutation();
  const post = trpc.bankStatements.post.useMutation();
  const utils = trpc.useUtils();

  async function importText(mapping?: Columns) {
    const name = ZBankAccountName.safeParse(account);
    if (!name.success) return setProblem(name.error.issues[0]?.message ?? "Name the bank account");
    if (text === null) return setProblem("Choose the statement file (CSV or OFX)");
    setProblem(null);
    try {
      const answer = await read.mutateAsync({
        account: name.data,
        text,
        mapping: mapping ? { ...mapping, reference: mapping.reference || null } : undefined,
      });
      setResult(answer);
    } catch (error) {
      toastError(serverMessage(error));
    }
  }

  async function onFile(file: File | undefined) {
    setResult(null);
    if (!file) return setText(null);
    setFileName(file.name);
    const read = await file.text();
    if (read.length > MAX_STATEMENT_CHARS) return setProblem(BANK_STATEMENT_MESSAGES.fileTooLarge);
    setProblem(null);
    setText(read);
  }

  async function postMatches(matches: MatchToPost[]) {
    if (matches.length === 0) return;
    const body: TPostBankMatches = { matches };
    try {
      const answer = await post.mutateAsync(body);
      toastSuccess(`${answer.payments.length} payments recorded`);
      await utils.invalidate();
      // Read again: the posted credits now show as posted, the rest matched against what is left.
      const used = result?.mapping;
      await importText(used ? { ...used, reference: used.reference ?? "" } : undefined);
    } catch (error) {
      toastError(serverMessage(error));
    }
  }

  return (
    <section className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
        onSubmit={(e) => {
          e.preventDefault();
          void importText();
        }}
      >
        <div className="w-64">
          <label htmlFor={ids.account} className={LABEL}>
            Bank account
          </label>
          <input
            id={ids.account}
            className={INPUT}
            placeholder="HDFC 1234"
            value={account}
            maxLength={60}
            onChange={(e) => setAccount(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.file} className={LABEL}>
            Statement file (CSV or OFX)
          </label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,.ofx,.qfx,.txt,text/csv"
            className="block text-sm text-slate-700"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </div>
        <Button type="submit" loading={read.isPending}>
          Read statement
        </Button>
        {problem && (
          <p role="alert" className="w-full text-sm text-red-700">
            {problem}
          </p>
        )}
      </form>
      {result?.needsMapping && (
        <ColumnMapping
          headers={result.headers}
          fileName={fileName}
          columns={columns}
          onChange={setColumns}
          onRead={() => void importText(columns)}
        />
      )}
      {result && !result.needsMapping && (
        <BankCreditsTable result={result} posting={post.isPending} onPost={(m) => void postMatches(m)} />
      )}
    </section>
  );
}

/** The columns of a CSV of no known layout: chosen once, kept for the bank account. */
function ColumnMapping({
  headers,
  fileName,
  columns,
  onChange,
  onRead,
}: {
  headers: string[];
  fileName: string;
  columns: Columns;
  onChange: (c: Columns) => void;
  onRead: () => void;
}) {
  const fields: [keyof Columns, string][] = [
    ["date", "Date"],
    ["narration", "Narration"],
    ["credit", "Credit (deposit) amount"],
    ["reference", "Reference (optional)"],
  ];
  const ready = columns.date && columns.narration && columns.credit;
  return (
    <fieldset className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-900">Columns of {fileName}</legend>
      <p className="mb-3 text-sm text-slate-600">
        This file is not in a layout Kerf knows. Say which column is which; it is kept for this account.
      </p>
      <div className="flex flex-wrap items-end gap-4">
        {fields.map(([key, label]) => (
          <label key={key} className={LABEL}>
            {label}
            <select
              className={`${INPUT} mt-1 w-48`}
              value={columns[key]}
              onChange={(e) => onChange({ ...columns, [key]: e.target.value })}
            >
              <option value="">—</option>
              {headers.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </label>
        ))}
        <Button disabled={!ready} onClick={onRead}>
          Read with these columns
        </Button>
      </div>
    </fieldset>
  );
}
