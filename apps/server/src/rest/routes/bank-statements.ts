import type { MultipartFile } from "@fastify/multipart";
import {
  BANK_STATEMENT_MESSAGES,
  refusedWith,
  ZBankAccountName,
  ZBankStatementImport,
  ZBankStatementResult,
  ZPaymentRecord,
  ZPostBankMatches,
} from "@kerf/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError, parseInput } from "../../errors";
import { importStatement } from "../../services/bank/import-statement";
import { postBankMatches } from "../../services/bank/post-matches";
import { success } from "../envelope";
import { ok } from "../openapi/route-doc";
import type { RouteGroups } from "../route";

const ZUploadDoc = z.object({
  file: z
    .string()
    .meta({ format: "binary" })
    .describe(
      `The statement file: CSV or OFX (text). ${refusedWith({
        required: BANK_STATEMENT_MESSAGES.fileRequired,
        "not text": BANK_STATEMENT_MESSAGES.fileNotText,
        size: BANK_STATEMENT_MESSAGES.fileTooLarge,
      })}`,
    ),
  account: ZBankAccountName.describe('The bank account it is of, e.g. "HDFC 1234"'),
  mapping: z
    .string()
    .optional()
    .describe(
      'For a CSV of no known layout: JSON naming its columns, {"date": "...", "narration": "...", "credit": "...", "reference": "..." or null}; kept for the account',
    ),
});

/** The file's text: UTF-8, else Windows-1252 (OFX 1 files say CHARSET:1252); a binary file is refused. */
function fileText(bytes: Buffer): string {
  if (bytes.includes(0))
    throw new AppError("BAD_REQUEST", BANK_STATEMENT_MESSAGES.fileNotText, {
      file: BANK_STATEMENT_MESSAGES.fileNotText,
    });
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function mappingOf(text: string | undefined): unknown {
  if (text === undefined || text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", BANK_STATEMENT_MESSAGES.mappingInvalid, {
      mapping: BANK_STATEMENT_MESSAGES.mappingInvalid,
    });
  }
}

/** A multipart upload's fields and file, read into the import's input (one file, a few short fields). */
async function readUpload(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let text: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const bytes = await (part as MultipartFile).toBuffer().catch((error: { code?: string }) => {
        if (error.code !== "FST_REQ_FILE_TOO_LARGE") throw error;
        const message = BANK_STATEMENT_MESSAGES.fileTooLarge;
        throw new AppError("BAD_REQUEST", message, { file: message });
      });
      if (part.fieldname === "file") text = fileText(bytes);
    } else if (typeof part.value === "string") fields[part.fieldname] = part.value;
  }
  return parseInput(ZBankStatementImport, {
    account: fields.account,
    text,
    mapping: mappingOf(fields.mapping),
  });
}

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
      body: ZUploadDoc,
      bodyType: "multipart/form-data",
      bodyRead: "by-handler",
      success: ok(ZBankStatementResult),
      failures: [400, 403],
    },
    async ({ ctx, session, request }) => {
      const input = request.isMultipart()
        ? await readUpload(request)
        : parseInput(ZBankStatementImport, request.body ?? {});
      const result = await importStatement(ctx.db, session, input);
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
