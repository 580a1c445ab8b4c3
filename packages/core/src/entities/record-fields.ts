import { z } from "zod";

// The building blocks of the record schemas: what the server answers, as the legacy REST envelope's
// `data` and the tRPC procedures. The server's services return the types inferred from the records, and
// the OpenAPI document at /api/openapi.json is generated from the same schemas, so neither can drift from
// the other. Records are strict objects: a field the schema does not name fails the contract suite.

/** A decimal string with exactly 2 decimals: money, rates, percentages, areas ("62.50", "-0.25"). */
export const money = () =>
  z
    .string()
    .regex(/^-?\d+\.\d{2}$/, "a decimal string with 2 decimals")
    .meta({ examples: ["62.50"] });
/** A decimal string as typed or stored ("1", "0.5"). */
export const decimalText = () =>
  z
    .string()
    .regex(/^-?\d+(?:\.\d+)?$/, "a decimal string")
    .meta({ examples: ["1", "0.5"] });
export const recordId = () => z.uuid();
export const timestamp = () => z.iso.datetime();

/** The legacy client keys records by `_id`; `id` is the same value. */
export const ids = { _id: recordId(), id: recordId() };

/** How many sides of a length or of a width an edge selection finishes. */
export const sideCount = () => z.number().int().min(0).max(2);

/** GST by head, its sum, the total before round-off and the round-off: how a priced order or a credit note closes. */
export const gstAndRoundOff = () => ({
  cgst: money(),
  sgst: money(),
  igst: money(),
  gst: money(),
  grandTotal: money(),
  roundOff: money(),
});

/** The company as a printed document (an invoice, a receipt) heads it. */
export const companyContact = () => ({
  name: z.string(),
  address: z.string(),
  gstNo: z.string(),
  phone: z.string(),
  email: z.string(),
});
