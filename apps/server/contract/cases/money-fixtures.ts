// The contract suite's fixtures of money owed and paid, beside the context's own (context.ts): what more than
// one file of the invoice, payment, TDS, bank-statement and reminder cases needs, each made on first use.

import { type Client, expectOk } from "../harness";
import { type Fixture, fixture, type Rec } from "./fixture";
import { HEADER } from "./records";

interface MoneyNeeds {
  api: Client;
  a: string;
  create: (path: string, body: unknown) => Promise<Rec>;
  fx: { customer: Fixture<Rec>; invoice: Fixture<Rec> };
}

export function moneyFixtures({ api, a, create, fx }: MoneyNeeds) {
  return {
    /** A payment of 10.50 by cheque on the customer's live invoice, as the payment cases record it. */
    payment: fixture("the payment", async () =>
      create("/api/payment", {
        invoiceId: (await fx.invoice())._id,
        date: "2026-11-22",
        amount: "10.5",
        mode: "cheque",
        reference: "000123",
      }),
    ),
    /** A second invoice of the customer's order, made after the live one and cancelled: as it was made. */
    cancelledInvoice: fixture("the cancelled invoice", async () => {
      await fx.invoice();
      const made = await create("/api/draft/invoice", {
        draftId: (await fx.customer())._id,
        date: "2026-11-21",
        allowDuplicate: true,
        // The buyer's GSTIN: a GSTR-1 would list it, were it live.
        header: HEADER,
      });
      expectOk(await api.call("DELETE", "/api/draft/invoice", { token: a, body: { _id: made._id } }));
      return made;
    }),
  };
}
