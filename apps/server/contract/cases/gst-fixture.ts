// The records the GST-file cases share: one live invoice to a Karnataka buyer and one credit note on it, both
// made on first use, and the JSON-file download that every GST file is.

import { expectOk } from "../harness";
import { type ContractContext, type Rec, SIGNUP } from "./context";

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

export function gstFixture({ api, a, s, email, need }: ContractContext) {
  let live: Rec | undefined;
  /** A live invoice to a Karnataka buyer, after company A has entered its PIN code and city. */
  const ready = async (): Promise<Rec> => {
    if (live) return live;
    expectOk(
      await api.call("POST", "/api/auth/user", {
        token: a,
        body: {
          company_name: "Company A Glass",
          email_id: email("a"),
          phone_no: SIGNUP.phoneNumber,
          gstNo: SIGNUP.gstNo,
          address: SIGNUP.address,
          pinCode: "411026",
          city: "Pune",
        },
      }),
    );
    live = expectOk(
      await api.call("POST", "/api/draft/invoice", {
        token: a,
        body: {
          draftId: need(s.customer, "the customer")._id,
          date: "2026-11-24",
          allowDuplicate: true,
          header: HEADER,
        },
      }),
      201,
    ).data as Rec;
    return live;
  };
  const cancelledId = () => need(s.invoice, "the cancelled invoice")._id;
  let credit: Rec | undefined;
  /** A credit note of Rs 10.00 taxable on the live invoice. */
  const creditNote = async (): Promise<Rec> => {
    credit ??= expectOk(
      await api.call("POST", "/api/creditNote", {
        token: a,
        body: { invoiceId: (await ready())._id, reason: "Rate agreed lower", amount: "10.00" },
      }),
      201,
    ).data as Rec;
    return credit;
  };
  /** A GST file is answered as itself (not the envelope). */
  const file = (path: string, token: string, id: string) => api.call("GET", path, { token, query: { id } });
  return { ready, cancelledId, creditNote, file };
}

export type GstFixture = ReturnType<typeof gstFixture>;
