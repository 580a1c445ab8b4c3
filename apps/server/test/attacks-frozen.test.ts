import { formatIndian, QUOTE_MESSAGES, todayInIndia } from "@kerf/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, trpcClient } from "./clients";
import {
  changeEverything,
  EDGED_LINE,
  getPdf,
  LOGO_1PX,
  POLISH,
  pdfContent,
  WEB_DIST,
} from "./frozen-documents";
import { addCustomer, CLEAR, HEADER, LINE } from "./order-fixture";
import { createTestApp, type TestApp } from "./test-app";

// Issue 26, point 1: what a customer was shown stays as shown. Each document is shown or issued, then the
// shop changes everything that prices or prints one (rates, settings, logo, terms, UPI, its name and
// address), and the document's JSON, its share page's JSON and its PDF (text and pictures) must be as they
// were. The same shape for quotations, invoices, credit notes and receipts.

let t: TestApp;
let token: string;
let url: string;
const call = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown, as = token) =>
  rest(t.app, method, path, body, as);

beforeAll(async () => {
  t = await createTestApp({ webDist: WEB_DIST, mailIntervalMs: 60_000 });
  url = await listen(t.app);
}, 60_000);
afterAll(() => t.close());

/** A fresh company with a material, an edge profile, its document settings and one two-line order. */
async function shopWithOrder(email: string) {
  token = (await signupCompany(t.app, { email })).accessToken;
  await call("POST", "/setting/material", CLEAR);
  await call("POST", "/setting/edgeProfile", POLISH);
  await call("POST", "/setting/company", {
    logo: LOGO_1PX,
    terms: "50% advance.",
    quotationValidityDays: 10,
    upiId: "sharma@okhdfc",
    payeeName: "Sharma Glass",
  });
  const draftId = await addCustomer(t.app, token, "Mehta");
  await trpcClient(url, token).orders.saveHeader.mutate({ customerId: draftId, header: HEADER });
  await call("POST", "/draft/material", { draftId, ...LINE });
  await call("POST", "/draft/material", { draftId, ...LINE, ...EDGED_LINE, quantity: 1 });
  return draftId;
}

type Reading = { json: unknown; share?: unknown; pdf: { text: string; images: string[] } };

/** Shows or issues a document and tells how to read it again. */
type Issued = { name: string; read: () => Promise<Reading> };

async function quotationOf(draftId: string): Promise<Issued> {
  const link = made(await call("POST", "/draft/share", { draftId })).url!;
  const shareToken = link.split("/q/")[1]!;
  const client = trpcClient(url, token);
  return {
    name: "quotation",
    read: async () => {
      const { outdated, ...json } = await client.sharing.quotation.query({ customerId: draftId });
      return {
        json,
        share: (await call("GET", `/public/quote/${shareToken}`)).body,
        pdf: pdfContent(await getPdf(t.app, `/api/public/quote/${shareToken}/pdf`)),
      };
    },
  };
}

/** The answer's data, once it says the call succeeded. */
function made(res: { status: number; body: { data: Record<string, string> } }) {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(300);
  return res.body.data;
}

async function invoiceDocumentsOf(draftId: string): Promise<Issued[]> {
  const invoice = made(await call("POST", "/draft/invoice", { draftId }));
  const link = made(await call("POST", "/draft/invoice/share", { id: invoice.id })).url!;
  const note = made(
    await call("POST", "/creditNote", { invoiceId: invoice.id, reason: "Chipped", lines: [1] }),
  );
  const payment = made(
    await call("POST", "/payment", {
      invoiceId: invoice.id,
      date: todayInIndia(),
      amount: "50",
      mode: "upi",
    }),
  );
  const shareToken = link.split("/i/")[1]!;
  return [
    {
      name: "invoice",
      read: async () => ({
        json: (await call("GET", `/draft/invoice?id=${invoice.id}`)).body,
        share: (await call("GET", `/public/invoice/${shareToken}`)).body,
        pdf: pdfContent(await getPdf(t.app, `/api/draft/invoice.pdf?id=${invoice.id}`, token)),
      }),
    },
    {
      name: "credit note",
      read: async () => ({
        json: (await call("GET", `/creditNote?id=${note.id}`)).body,
        pdf: pdfContent(await getPdf(t.app, `/api/creditNote.pdf?id=${note.id}`, token)),
      }),
    },
    {
      name: "receipt",
      read: async () => ({
        json: (await call("GET", `/payment?invoiceId=${invoice.id}`)).body,
        pdf: pdfContent(await getPdf(t.app, `/api/payment/receipt.pdf?id=${payment.id}`, token)),
      }),
    },
  ];
}

describe("a shown or issued document never changes", () => {
  it("after every rate, setting, logo and profile change: the same JSON, share page and PDF", async () => {
    const quoted = await shopWithOrder("frozen@kerf.test");
    const invoiced = await addCustomer(t.app, token, "Rao");
    await trpcClient(url, token).orders.saveHeader.mutate({ customerId: invoiced, header: HEADER });
    await call("POST", "/draft/material", { draftId: invoiced, ...LINE });
    await call("POST", "/draft/material", { draftId: invoiced, ...LINE, ...EDGED_LINE, quantity: 1 });
    const documents = [await quotationOf(quoted), ...(await invoiceDocumentsOf(invoiced))];
    const before = await Promise.all(documents.map((d) => d.read()));
    // The readings are worth comparing: they show the logo, the terms and the old name.
    expect(before[0]!.pdf.text).toContain("50% advance.");
    for (const reading of before) {
      expect(reading.pdf.text).toContain("Sharma Glass Works");
      expect(reading.pdf.images).toContain("image 1 1 icc 3 8"); // the 1 x 1 logo
    }
    const priced = (await call("GET", `/draft/material?draftId=${quoted}`)).body;

    await changeEverything(t.app, token);

    // The changes took: the order prices otherwise now, and the shop is told its quotation is outdated.
    expect((await call("GET", `/draft/material?draftId=${quoted}`)).body).not.toEqual(priced);
    const shop = await trpcClient(url, token).sharing.quotation.query({ customerId: quoted });
    expect(shop.outdated).toBe(true);
    const after = await Promise.all(documents.map((d) => d.read()));
    documents.forEach((d, i) => {
      expect(after[i], d.name).toEqual(before[i]);
    });
  }, 120_000);
});

describe("accept, then reprice", () => {
  it("the accepted revision keeps its figures; Quote again makes the next one, Quoted again", async () => {
    const draftId = await shopWithOrder("reprice@kerf.test");
    const share = (await call("POST", "/draft/share", { draftId })).body.data;
    const link = share.url.split("/q/")[1];
    const shown = (await call("GET", `/public/quote/${link}`)).body.data;
    const accepted = await call("POST", `/public/quote/${link}/accept`, { name: "Mr Mehta", revision: 1 });
    expect(accepted.status).toBe(200);

    await changeEverything(t.app, token);
    const answers = () => t.testDb.db.selectFrom("quoteResponses").selectAll().execute();
    const stored = await answers();

    // The link, the PDF and the shop's page show revision 1 as accepted, at the price accepted.
    const reopened = (await call("GET", `/public/quote/${link}`)).body.data;
    expect(reopened).toEqual({ ...shown, state: "Accepted", accepted: accepted.body.data.accepted });
    const pdf = pdfContent(await getPdf(t.app, `/api/public/quote/${link}/pdf`));
    expect(pdf.text).toContain(formatIndian(shown.payable));
    const page = await trpcClient(url, token).sharing.quotation.query({ customerId: draftId });
    expect(page).toMatchObject({ revision: 1, payable: shown.payable, state: "Accepted", outdated: true });
    expect(await answers()).toEqual(stored);

    // Quote again: revision 2 at today's prices, Quoted again; an answer to revision 1 is stale now.
    const requoted = await trpcClient(url, token).sharing.requote.mutate({ customerId: draftId });
    expect(requoted).toMatchObject({ revision: 2, state: "Quoted", outdated: false });
    expect(requoted.payable).not.toBe(shown.payable);
    expect(requoted.snapshot.company.name).toBe("Renamed Glass House");
    const again = await trpcClient(url, token).sharing.requote.mutate({ customerId: draftId });
    expect(again.revision).toBe(2);
    const stale = await call("POST", `/public/quote/${link}/accept`, { name: "Mr Mehta", revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(QUOTE_MESSAGES.revisionChanged);
    expect((await call("GET", `/public/quote/${link}`)).body.data).toMatchObject({
      revision: 2,
      payable: requoted.payable,
      accepted: null,
    });

    // Invoiced, the quotation takes no more answers.
    await call("POST", `/public/quote/${link}/accept`, { name: "Mr Mehta", revision: 2 });
    expect((await call("POST", "/draft/invoice", { draftId })).status).toBe(201);
    const late = await call("POST", `/public/quote/${link}/changes`, {
      name: "Mr Mehta",
      note: "One more piece",
      revision: 2,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(QUOTE_MESSAGES.invoiced);
  }, 120_000);
});

describe("an accepted order is invoiced at the price accepted", () => {
  it("a rate raised after acceptance does not reach the invoice; after Quote again it does", async () => {
    const draftId = await shopWithOrder("agreed@kerf.test");
    const link = made(await call("POST", "/draft/share", { draftId })).url!.split("/q/")[1];
    const shown = (await call("GET", `/public/quote/${link}`)).body.data;
    await call("POST", `/public/quote/${link}/accept`, { name: "Mr Mehta", revision: 1 });
    await changeEverything(t.app, token);

    const invoice = made(await call("POST", "/draft/invoice", { draftId }));
    expect(invoice.payable).toBe(shown.payable);
    const stored = (await call("GET", `/draft/invoice?id=${invoice.id}`)).body.data;
    expect(stored.snapshot.lines).toEqual(shown.snapshot.lines);
    // The invoice is issued today, by the company as it is today.
    expect(stored.snapshot.company.name).toBe("Renamed Glass House");

    // Once quoted again, the next invoice of the order takes today's prices.
    await trpcClient(url, token).sharing.requote.mutate({ customerId: draftId });
    const repriced = made(await call("POST", "/draft/invoice", { draftId, allowDuplicate: true }));
    expect(repriced.payable).not.toBe(shown.payable);
  }, 60_000);
});
