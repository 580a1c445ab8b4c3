import {
  BANK_STATEMENT_MESSAGES,
  type JsonSchema,
  MAX_STATEMENT_CHARS,
  refusedWith,
  takes,
  ZBankStatementImport,
  ZBankStatementResult,
  ZPaymentRecord,
  ZPostBankMatches,
} from "@kerf/core";
import { z } from "zod";
import { importStatement } from "../../services/bank/import-statement";
import { postBankMatches } from "../../services/bank/post-matches";
import { success } from "../envelope";
import { ok } from "../openapi/route-doc";
import type { RouteGroups } from "../route";
import { type FormFile, isForm } from "../route-body";

/** The file's text: UTF-8, else Windows-1252 (OFX 1 files say CHARSET:1252); undefined for a binary file. */
function fileText(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

const isFile = (value: unknown): value is FormFile => typeof value === "object" && value !== null;

/**
 * A form read as the import a JSON body is: its file as `text`, its mapping's JSON read. Each refusal of
 * the form comes alone, in the order they were always met: a file too large or not text, then the mapping.
 */
function fromForm(body: unknown, ctx: z.core.$RefinementCtx): unknown {
  if (!isForm(body)) return body;
  const refuse = (field: string, message: string) => {
    ctx.addIssue({ code: "custom", message, path: [field], input: body[field] });
    return body;
  };
  const files = Object.values(body).filter(isFile);
  if (files.some((f) => f.truncated)) return refuse("file", BANK_STATEMENT_MESSAGES.fileTooLarge);
  const file = body.file;
  const text = isFile(file) ? fileText(file.bytes) : undefined;
  if (isFile(file) && text === undefined) return refuse("file", BANK_STATEMENT_MESSAGES.fileNotText);
  const mapping = typeof body.mapping === "string" ? body.mapping : "";
  if (mapping.trim() === "") return { account: body.account, text };
  try {
    return { account: body.account, text, mapping: JSON.parse(mapping) };
  } catch {
    return refuse("mapping", BANK_STATEMENT_MESSAGES.mappingInvalid);
  }
}

/**
 * The import as a multipart form (`file`, `account`, `mapping` as JSON text), or as the JSON body tRPC
 * sends (`text` for the file); documented as the form.
 */
const ZUpload = takes(z.preprocess(fromForm, ZBankStatementImport), (json) => {
  const { text: _text, mapping, account } = json.properties as Record<string, JsonSchema>;
  return {
    ...json,
    properties: {
      file: {
        type: "string",
        format: "binary",
        description: `The statement file: CSV or OFX (text). ${refusedWith({
          missing: BANK_STATEMENT_MESSAGES.fileRequired,
          [`over ${MAX_STATEMENT_CHARS} bytes`]: BANK_STATEMENT_MESSAGES.fileTooLarge,
          "not text (a NUL byte)": BANK_STATEMENT_MESSAGES.fileNotText,
        })}`,
      },
      account: {
        ...account,
        description: `The bank account it is of, e.g. "HDFC 1234". ${account?.description}`,
      },
      mapping: {
        type: "string",
        contentMediaType: "application/json",
        contentSchema: mapping,
        description: `For a CSV of no known layout: JSON naming its columns, {"date": "...", "narration": "...", "credit": "...", "reference": "..." or null}; kept for the account; blank for none. ${refusedWith(
          { "not JSON": BANK_STATEMENT_MESSAGES.mappingInvalid },
        )}`,
      },
    },
    required: ["file", ...((json.required as string[]) ?? []).filter((k) => k !== "text")],
  };
});

/** /bankStatement: a statement imported and its credits matched to invoices; the matches chosen posted. */
export function bankStatementRoutes(groups: RouteGroups): void {
  const route = groups("Payments");
  route.post(
    "/bankStatement",
    {
      access: "payments.record",
      summary: "Import a bank statement (CSV or OFX) and match its credits to open invoices",
      description:
        "A multipart form: `file` (CSV of HDFC, ICICI, SBI or Axis layout, any CSV with `mapping`, or OFX) and `account`. A JSON body `{account, text, mapping}` is taken too. Each credit is kept once per account: importing the same or an overlapping file again adds nothing (`repeated`). Each credit not posted yet comes with its matches: `exact` (post as it is), `suggested` (best first), `recorded` (a payment already carries its UTR), `unmatched`; `posted` when posted in full. A CSV of no known layout and no mapping saved for the account answers `needsMapping` with its `headers`.",
      body: ZUpload,
      bodyType: "multipart/form-data",
      success: ok(ZBankStatementResult),
      failures: [400, 403],
    },
    async ({ ctx, session, body }) => {
      const result = await importStatement(ctx.db, session, body);
      const message = result.needsMapping
        ? "Map the statement's columns"
        : `${result.credits.length} credits read, ${result.added} new`;
      return success(message, result);
    },
  );
  route.post(
    "/bankStatement/post",
    {
      access: "payments.record",
      summary: "Record matched bank credits as payments, all in one go",
      description:
        "Each match names a credit of an imported statement and the invoices it pays with the amount for each. All are recorded or none: a credit never pays out more than it brought in (409), nor an invoice more than its balance (400). Each payment is dated the day of the credit, in its mode (UPI, cheque, bank transfer), with its reference.",
      body: ZPostBankMatches,
      success: { status: 201, schema: ok(z.strictObject({ payments: z.array(ZPaymentRecord) })) },
      failures: [400, 403, 404, 409],
    },
    async ({ ctx, session, body }) => {
      const posted = await postBankMatches(ctx.db, session, body);
      return success(`${posted.payments.length} payments recorded`, posted);
    },
  );
}
