import { expectFailure, expectInvalid, expectOk, type Method } from "../harness";
import { type ContractContext, fixture, LINE, type Rec } from "./context";

const PNG_1PX =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/**
 * The order, document settings, share links and invoice the sharing cases build on, each made on first use in
 * the case's own context, as the case that checks the answer makes it.
 */
export function sharingFixture({ api, a, b, fx, customers }: ContractContext) {
  /** An order of its own, not the context's customer's: a header and one line. */
  const draftId = fixture("the order to quote", async () => {
    await fx.clear();
    const customer = expectOk(
      await api.call("POST", "/api/draft", {
        token: a,
        body: { customerName: "Quote Customer", phoneNo: "9822012345", date: "2026-11-21" },
      }),
      201,
    ).data as Rec;
    await api.trpc("orders.saveHeader", a, {
      customerId: customer._id,
      header: {
        customer_name: "Mehta Interiors",
        date: "2026-11-21",
        email_id: "mehta@example.in",
        phone_no: "9822012345",
        billing_address: "4 Park Street, Pune",
        shipping_address: "Site 9, Baner, Pune",
        shipping_state: "27",
      },
    });
    expectOk(
      await api.call("POST", "/api/draft/material", { token: a, body: { draftId: customer._id, ...LINE } }),
      201,
    );
    return customer._id;
  });
  const state = async () => {
    const id = await draftId();
    return (await customers(a)).find((c) => c._id === id)?.state;
  };
  const settings = async (token: string) =>
    expectOk(await api.call("GET", "/api/setting/company", { token })).data as Rec;
  /** Company A's logo, terms and validity, saved. */
  const documentSettings = fixture("the document settings", async () => {
    const body = { logo: PNG_1PX, terms: "50% advance, balance on delivery.", quotationValidityDays: 10 };
    return expectOk(await api.call("POST", "/api/setting/company", { token: a, body })).data as Rec;
  });
  const tokenOf = (url: unknown) => String(url).split("/").pop()!;
  /** Shares the order's quotation: its live link, or a new one in its place with `renew`. */
  const share = async (renew?: boolean) =>
    expectOk(
      await api.call("POST", "/api/draft/share", {
        token: a,
        body: { draftId: await draftId(), ...(renew && { renew }) },
      }),
    ).data as Rec;
  /** The quotation's link (`quote`) after the settings' terms, made anew once: `revoked` is the first one's. */
  const quoteLink = fixture("the quotation's link", async () => {
    await documentSettings();
    const first = await share();
    const second = await share(true);
    return { quote: tokenOf(second.url), revoked: tokenOf(first.url) };
  });
  /** The customer's answer on the quotation's link. */
  const answer = async (what: "changes" | "accept", body: Record<string, unknown>) =>
    expectOk(
      await api.call("POST", `/api/public/quote/{token}/${what}`, {
        params: { token: (await quoteLink()).quote },
        body: { name: "Mr Mehta", revision: 1, ...body },
      }),
    ).data as Rec;
  /** The customer's request for changes. */
  const changesAsked = fixture("the changes asked for", () =>
    answer("changes", { note: "Two more pieces, please" }),
  );
  /** The quotation accepted by the customer after asking for changes. */
  const accepted = fixture("the accepted quotation", async () => {
    await changesAsked();
    return answer("accept", {});
  });
  const liveInvoice = fixture("the order's invoice", async () => {
    const made = expectOk(
      await api.call("POST", "/api/draft/invoice", {
        token: a,
        body: { draftId: await draftId(), allowDuplicate: true },
      }),
      201,
    );
    return (made.data as Rec)._id;
  });
  /** The invoice's link, and its token. */
  const invoiceLink = fixture("the invoice's link", async () => {
    const body = { id: await liveInvoice() };
    const link = expectOk(await api.call("POST", "/api/draft/invoice/share", { token: a, body })).data as Rec;
    return { url: String(link.url), token: tokenOf(link.url) };
  });
  /** The invalid case of a path whose one required field, `field`, is left out of the body. */
  const requiredInBody = (method: Method, path: string, field: string) => async () =>
    expectInvalid(await api.call(method, path, { token: a, body: {} }), `${field} is required`, {
      [field]: `${field} is required`,
    });
  /** The other company's call on this company's record (the body names it): 404. */
  const othersRecord =
    (method: Method, path: string, body: () => Promise<Record<string, string>>) => async () =>
      expectFailure(await api.call(method, path, { token: b, body: await body() }), 404);
  const invoiceRef = async () => ({ id: await liveInvoice() });
  return {
    draftId,
    state,
    settings,
    documentSettings,
    tokenOf,
    share,
    quoteLink,
    changesAsked,
    accepted,
    liveInvoice,
    invoiceLink,
    requiredInBody,
    othersRecord,
    invoiceRef,
  };
}

export type SharingFixture = ReturnType<typeof sharingFixture>;
