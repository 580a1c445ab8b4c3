// The records of credit notes, challans, job work and the audit trail, each made on first use in the case's
// own context (issue 28 point 6): made as the case that checks the answer makes them, so that another case
// can start from the state the first one leaves. createContext (cases/context.ts) hooks them in as `rx`.

import { type Client, expectOk, fail, type Json } from "../harness";
import { fixture, type Rec } from "./fixture";
import { HEADER } from "./records";

interface Needs {
  api: Client;
  a: string;
  create: (path: string, body: unknown) => Promise<Rec>;
  /** The context's customer, its order's lines and its live invoice. */
  fx: { customer: () => Promise<Rec>; lines: () => Promise<unknown>; invoice: () => Promise<Rec> };
}

/** A processor (issue 30) in another state than company A's: its job work is an inter-state supply. */
export const PLANT = {
  name: "Shree Toughened Glass",
  gstin: "29AAGCB7383J1Z4",
  address: "Plot 4, Peenya, Bengaluru",
  city: "Bengaluru",
  pinCode: "560058",
};

export function recordFixtures({ api, a, create, fx }: Needs) {
  /** The customer's order lines as they stand now (delivered, pending, with processors). */
  const lines = async () => {
    const draftId = (await fx.customer())._id;
    const res = expectOk(await api.call("GET", "/api/draft/material", { token: a, query: { draftId } }));
    return (res.data as { lines: Rec[] }).lines;
  };
  /** Company A's PIN code and city entered on its profile: its e-invoices and e-way bills need them. */
  const profile = fixture("the company's PIN code and city", async () => {
    const me = expectOk(await api.call("GET", "/api/auth/user", { token: a })).data as Json;
    const body = { ...me, pinCode: "411026", city: "Pune" };
    return expectOk(await api.call("POST", "/api/auth/user", { token: a, body })).data as Json;
  });
  /** The buyer's details saved on the order, as an invoice that carries them saves them: a challan needs them. */
  const headed = fixture("the order's header", async () => {
    await fx.lines();
    await api.trpc("orders.saveHeader", a, { customerId: (await fx.customer())._id, header: HEADER });
  });
  /** A delivery challan of `quantity` pieces of the first line that has them pending, before the invoice. */
  const deliver = async (quantity: number) => {
    await headed();
    const line = (await lines()).find((l) => (l.pendingDelivery as number) >= quantity);
    return create("/api/challan", {
      draftId: (await fx.customer())._id,
      reason: "before_invoice",
      lines: [{ lineId: line?._id ?? fail(`no line with ${quantity} pieces pending`), quantity }],
      transport: { mode: "road", vehicleNo: "MH12AB1234" },
    });
  };

  /** A credit note of 100.00 taxable on the customer's live invoice. */
  const creditNote = fixture("the credit note", async () =>
    create("/api/creditNote", {
      invoiceId: (await fx.invoice())._id,
      reason: "One piece came chipped",
      amount: "100.00",
    }),
  );

  /** The first challan of the order: one piece. */
  const challan = fixture("the challan", () => deliver(1));
  /** A second challan of one piece, made after the first. */
  const spareChallan = fixture("the spare challan", async () => {
    await challan();
    return deliver(1);
  });
  /** The invoice of the first challan's piece, which closes it. */
  const challanInvoice = fixture("the challan's invoice", async () => {
    const draftId = (await fx.customer())._id;
    const invoice = await create("/api/draft/invoice", { draftId, challanIds: [(await challan())._id] });
    return invoice as Rec & { number: string; snapshot: { lines: Rec[] } };
  });

  const plant = fixture("the processor", () => create("/api/processor", PLANT));
  /** A second processor, made after the first. */
  const spareProcessor = fixture("the spare processor", async () => {
    await plant();
    return create("/api/processor", { name: "Laminators", gstin: "27AAPFU0939F1ZV", address: "Bhosari" });
  });
  /** A job-work challan: 2 pieces of the first line that has them at the shop, sent to the processor. */
  const sentOut = fixture("the job-work challan", async () => {
    await headed();
    const line = (await lines()).find(
      (l) => (l.pendingDelivery as number) - (l.withProcessors as number) >= 2,
    );
    return create("/api/jobWork/send", {
      processorId: (await plant())._id,
      lines: [{ lineId: line?._id ?? fail("no line with 2 pieces at the shop"), quantity: 2 }],
      transport: { mode: "road", vehicleNo: "KA01AB1234" },
    });
  });
  /** What came back of the job-work challan: 1 piece received, 1 broken. */
  const received = fixture("the job-work receipt", async () => {
    const sent = await sentOut();
    const lineId = (sent.lines as Rec[])[0]!.lineId;
    return (await create("/api/jobWork/receive", {
      challanId: sent._id,
      lines: [{ lineId, received: 1, broken: 1, reason: "Cracked" }],
    })) as unknown as { receipts: Rec[]; lines: Rec[] };
  });
  /** The broken piece sent to the order's next cut plan. */
  const recut = fixture("the re-cut", async () =>
    create("/api/jobWork/recut", { receiptId: (await received()).receipts[0]!._id }),
  );

  return {
    lines,
    profile,
    creditNote,
    challan,
    spareChallan,
    challanInvoice,
    plant,
    spareProcessor,
    sentOut,
    received,
    recut,
  };
}
