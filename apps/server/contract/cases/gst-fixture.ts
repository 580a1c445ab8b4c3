// The records the GST-file cases build on: one live invoice to a Karnataka buyer, its transport and one credit
// note on it, each made on first use in the case's own context, and the JSON-file download every GST file is.

import { expectOk } from "../harness";
import { type ContractContext, fixture, type Rec } from "./context";

export const CANCELLED = "A cancelled invoice has no e-invoice or e-way bill";
export const IRN = "0f".repeat(32);
export const HEADER = {
  customer_name: "Mehta Interiors",
  date: "2026-11-21",
  billing_address: "4 Brigade Road, Bengaluru",
  shipping_address: "Site 9, Baner, Pune",
  gst_no: "29AAGCB7383J1Z4",
  billing_pin: "560025",
  billing_city: "Bengaluru",
  shipping_pin: "411045",
  shipping_city: "Pune",
};

/** The transport details of the e-way bill, as a client may type them. */
export const TRANSPORT_DETAILS = {
  vehicleNo: "mh-12-ab-1234",
  transporterName: "VRL Logistics",
  distanceKm: 12,
  mode: "road",
};

export function gstFixture({ api, a, fx, rx, money }: ContractContext) {
  /** A live invoice of the customer's order to a Karnataka buyer, after company A has entered its PIN code and city. */
  const ready = fixture("the invoice to Karnataka", async () => {
    await rx.profile();
    await fx.lines();
    return expectOk(
      await api.call("POST", "/api/draft/invoice", {
        token: a,
        body: {
          draftId: (await fx.customer())._id,
          date: "2026-11-24",
          allowDuplicate: true,
          header: HEADER,
        },
      }),
      201,
    ).data as Rec;
  });
  /** The same invoice with its transport entered, for the e-way bill. */
  const transported = fixture("the invoice's transport", async () => {
    const invoice = await ready();
    expectOk(
      await api.call("POST", "/api/draft/invoice/transport", {
        token: a,
        body: { id: invoice._id, ...TRANSPORT_DETAILS },
      }),
    );
    return invoice;
  });
  const cancelledId = async () => (await money.cancelledInvoice())._id;
  /** A credit note of Rs 10.00 taxable on the live invoice. */
  const creditNote = fixture("the credit note on the invoice to Karnataka", async () => {
    const body = { invoiceId: (await ready())._id, reason: "Rate agreed lower", amount: "10.00" };
    return expectOk(await api.call("POST", "/api/creditNote", { token: a, body }), 201).data as Rec;
  });
  /** A GST file is answered as itself (not the envelope). */
  const file = (path: string, token: string, id: string) => api.call("GET", path, { token, query: { id } });
  return { ready, transported, cancelledId, creditNote, file };
}

export type GstFixture = ReturnType<typeof gstFixture>;
