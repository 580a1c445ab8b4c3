import {
  GST_MESSAGES,
  GSTR1_CSV_TABLES,
  GSTR1_TABLE_MESSAGE,
  type InvoiceRecord,
  RETURN_PERIOD_PATTERN,
  recordIdField,
  type SessionAccess,
  ZInvoiceIrnInput,
  ZInvoiceRecord,
  ZInvoiceTransportInput,
  ZItc04Query,
} from "@kerf/core";
import einvoiceSchema from "@kerf/core/schemas/einvoice.json" with { type: "json" };
import ewaybillSchema from "@kerf/core/schemas/ewaybill.json" with { type: "json" };
import gstr1Schema from "@kerf/core/schemas/gstr1.json" with { type: "json" };
import itc04Schema from "@kerf/core/schemas/itc04.json" with { type: "json" };
import type { Db } from "@kerf/db";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { SessionInfo } from "../../services/auth/sessions";
import { challanEWayBill } from "../../services/delivery/challan-ewaybill";
import { creditNoteEInvoice } from "../../services/gst/gst-credit-notes";
import {
  type GstFile,
  invoiceEInvoice,
  invoiceEWayBill,
  saveInvoiceRegistration,
  saveInvoiceTransport,
} from "../../services/gst/gst-files";
import { gstr1 } from "../../services/gst/gstr1";
import { itc04 } from "../../services/gst/itc04";
import { success } from "../envelope";
import { ok, REF } from "../openapi/route-doc";
import type { Parsed, RouteGroups } from "../route";

const ZById = z.object({ id: recordIdField().describe("The invoice's _id") });
const ZNoteById = z.object({ id: recordIdField().describe("The credit note's _id") });
const ZChallanById = z.object({ id: recordIdField().describe("The challan's _id") });
const ZGstr1Query = z.object({
  period: z
    .string({ error: GST_MESSAGES.periodInvalid })
    .max(20, GST_MESSAGES.periodInvalid)
    .regex(new RegExp(RETURN_PERIOD_PATTERN), GST_MESSAGES.periodInvalid)
    .describe("`2026-11` (a month) or `2026-27-Q3` (a quarter of the financial year: Oct-Dec 2026)"),
  format: z
    .enum(["json", "csv"], { error: 'format must be "json" or "csv"' })
    .optional()
    .describe("json (default): the whole return; csv: one table"),
  table: z
    .enum(GSTR1_CSV_TABLES, { error: GSTR1_TABLE_MESSAGE })
    .optional()
    .describe("With format=csv, the table (default b2b); hsn is hsnb2b and hsnb2c. Not read for json"),
});

/** A file answered as itself, named for saving; what was filled in from current records in a header. */
function sendFile(
  reply: FastifyReply,
  file: { filename: string; notes: string[] },
  type: string,
  body: string,
) {
  if (file.notes.length > 0) reply.header("x-kerf-notes", file.notes.join(" | "));
  return reply
    .type(type)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(body);
}

const NOTES =
  "Where an invoice made before the GST files lacks a PIN code, city, HSN or SAC, the company's, customer's or material's current one is used, and the `x-kerf-notes` header says which.";

/** The GST files of invoices and periods, and what an invoice's e-way bill and registration need. */
export function gstRoutes(groups: RouteGroups): void {
  const route = groups("GST files");
  /** A GST file of one record by its id: the JSON file itself, documented with the schema it follows. */
  const jsonFile = (
    path: string,
    about: { summary: string; description: string; file: string; schema: Record<string, unknown> },
    id: { query: typeof ZById; record: "InvoiceRecord" | "CreditNoteRecord" | "ChallanRecord" },
    make: (db: Db, session: SessionInfo, id: string) => Promise<GstFile<unknown>>,
  ) =>
    route.get(
      path,
      {
        access: "gst.files",
        summary: about.summary,
        description: `${about.description} ${NOTES}`,
        references: { id: { record: id.record, by: "_id" } },
        query: id.query,
        success: { status: 200, schema: z.any(), file: { description: about.file, json: about.schema } },
        failures: [400, 404, 409],
      },
      async ({ ctx, session, query, reply }) => {
        const file = await make(ctx.db, session, query.id);
        return sendFile(reply, file, "application/json; charset=utf-8", JSON.stringify(file.file, null, 2));
      },
    );
  const invoice = { query: ZById, record: "InvoiceRecord" } as const;

  jsonFile(
    "/draft/invoice/einvoice",
    {
      summary: "An invoice as e-invoice JSON (INV-01 version 1.1) for the invoice registration portal",
      description:
        "B2B invoices only (the customer has a GSTIN). Amounts have 2 decimals, quantities 3 (SQF for inch companies, SQM for mm ones); cutting charged without GST is a service item under the company's SAC at rate 0. 409 names each piece the records lack (PIN codes, cities, HSN, the buyer's GSTIN).",
      file: "The e-invoice JSON file",
      schema: einvoiceSchema,
    },
    invoice,
    invoiceEInvoice,
  );
  jsonFile(
    "/draft/invoice/ewaybill",
    {
      summary: "An invoice's e-way bill in the bulk-generation JSON (version 1.0.1118)",
      description:
        "Needs the invoice's transport details (POST /draft/invoice/transport). Required by law over Rs 50,000; any invoice can be exported.",
      file: "The e-way bill JSON file",
      schema: ewaybillSchema,
    },
    invoice,
    invoiceEWayBill,
  );
  jsonFile(
    "/creditNote/einvoice",
    {
      summary: "A credit note as e-invoice JSON (INV-01 version 1.1, type CRN), naming its invoice",
      description:
        "The credited lines as the invoice had them (or, for an amount, one value-only item under the HSN of the invoice's largest line at that rate), the note's tax by rate, its round-off and total; RefDtls names the invoice. B2B only.",
      file: "The e-invoice JSON file (CRN)",
      schema: einvoiceSchema,
    },
    { query: ZNoteById, record: "CreditNoteRecord" },
    creditNoteEInvoice,
  );
  jsonFile(
    "/challan/ewaybill",
    {
      summary: "A challan's e-way bill in the bulk-generation JSON (version 1.0.1118), document type CHL",
      description:
        "Outward (O), document type CHL; sub-type 4 (job work) for a job-work challan, to the processor; 8 (others, with its description) for a delivery challan, to the consignee: NIC allows a delivery challan outward only with job work, SKD/CKD, own use, exhibition, line sales, recipient not known or others. Needs the challan's transport (mode and vehicle, or the transporter's ID). A cancelled challan: 409.",
      file: "The e-way bill JSON file",
      schema: ewaybillSchema,
    },
    { query: ZChallanById, record: "ChallanRecord" },
    challanEWayBill,
  );
  route.get(
    "/gst/itc04",
    {
      access: "gst.files",
      summary:
        "ITC-04 of a quarter, half-year or year: goods sent to job workers (table 4) and received back (table 5A)",
      description:
        "`period` is `2026-27-Q3`, `2026-27-H2` or `2026-27`: since 1-10-2021 (Notification 04/2021-Central Tax, rule 45(3)) half-yearly for a turnover over Rs 5 crore, yearly otherwise. JSON as the GST offline tool reads it (`gstin`, `fp` such as 182026, `m2jw` per job-work challan with its items' quantity, taxable value and tax rates, `table5A` per job worker with what came back and broken pieces as losses); `format=csv`: tables 4 and 5A with FORM GST ITC-04's columns. Cancelled challans are left out.",
      query: ZItc04Query,
      success: {
        status: 200,
        schema: z.any(),
        file: { description: "The ITC-04 JSON file, or its tables as CSV", json: itc04Schema, csv: true },
      },
      failures: [400],
    },
    async ({ ctx, session, query, reply }) => {
      const file = await itc04(ctx.db, session, query);
      return file.format === "csv"
        ? sendFile(reply, file, "text/csv; charset=utf-8", file.file)
        : sendFile(reply, file, "application/json; charset=utf-8", JSON.stringify(file.file, null, 2));
    },
  );
  /** A POST saving a part of an invoice (named by `id` in the body); answers the whole invoice. */
  const invoicePart = <B extends z.ZodType>(
    path: string,
    spec: { access: SessionAccess; summary: string; description: string; body: B },
    message: string,
    save: (db: Db, session: SessionInfo, input: Parsed<B>) => Promise<InvoiceRecord>,
  ) =>
    route.post(
      path,
      { ...spec, references: { id: REF.invoice }, success: ok(ZInvoiceRecord), failures: [400, 404, 409] },
      async (c) => success(message, await save(c.ctx.db, c.session, c.body)),
    );
  invoicePart(
    "/draft/invoice/transport",
    {
      access: "invoices.correct",
      summary: "Save an invoice's transport details (its e-way bill and transport sheet)",
      description:
        "mode: road, rail, air or ship; the vehicle number is required by road (KA01AB1234; spaces and dashes are dropped); distance in whole km from 0 to 4000 (0: the portal works it out from the PIN codes).",
      body: ZInvoiceTransportInput,
    },
    "Transport details saved",
    saveInvoiceTransport,
  );
  invoicePart(
    "/draft/invoice/irn",
    {
      access: "gst.files",
      summary: "Store what the invoice registration portal returned: IRN, acknowledgement, signed QR",
      description:
        "Printed on the invoice with the signed QR as a QR code. An IRN already stored on another invoice is a 409.",
      body: ZInvoiceIrnInput,
    },
    "Registration saved",
    saveInvoiceRegistration,
  );
  route.get(
    "/gst/gstr1",
    {
      access: "gst.files",
      summary: "GSTR-1 of a month or quarter in the GST offline tool's JSON, or one table as CSV",
      description: `Sections b2b, b2cl (inter-state B2C over Rs 1,00,000), b2cs, cdnr, cdnur, nil (cutting without GST), hsn (hsn_b2b and hsn_b2c) and doc_issue; \`fp\` is MMYYYY of the month or the quarter's last month. Cancelled invoices count only in doc_issue. With \`format=csv\`, \`table\` is one of b2b, b2cl, b2cs, cdnr, cdnur, exemp, hsnb2b, hsnb2c, docs, with the offline tool's column headings. ${NOTES}`,
      query: ZGstr1Query,
      success: {
        status: 200,
        schema: z.any(),
        file: { description: "The GSTR-1 JSON file, or a CSV table", json: gstr1Schema, csv: true },
      },
      failures: [400, 409],
    },
    async ({ ctx, session, query, reply }) => {
      const table = query.format === "csv" ? (query.table ?? "b2b") : undefined;
      const file = await gstr1(ctx.db, session, { period: query.period, table });
      return file.format === "csv"
        ? sendFile(reply, file, "text/csv; charset=utf-8", file.file)
        : sendFile(reply, file, "application/json; charset=utf-8", JSON.stringify(file.file, null, 2));
    },
  );
}
