import { expectFailure, expectInvalid, expectOk, type Method } from "../harness";
import { type ContractContext, LINE, type Rec } from "./context";

/** The order, share tokens and invoice the sharing cases build on, made once by whichever case needs them first. */
export function sharingFixture({ api, a, b, customers }: ContractContext) {
  // An order of its own (the shared customer is invoiced by then): a header and one line.
  let ownOrder: Promise<string> | undefined;
  const makeOrder = async () => {
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
  };
  const draftId = () => (ownOrder ??= makeOrder());
  const state = async () => {
    const id = await draftId();
    return (await customers(a)).find((c) => c._id === id)?.state;
  };
  const settings = async (token: string) =>
    expectOk(await api.call("GET", "/api/setting/company", { token })).data as Rec;
  /** The link's token and the shared invoice, made by the valid cases. */
  const shared = { quote: "", revoked: "", invoiceId: "", invoiceToken: "" };
  const tokenOf = (url: unknown) => String(url).split("/").pop()!;
  const liveInvoice = async () => {
    if (shared.invoiceId) return shared.invoiceId;
    const made = expectOk(
      await api.call("POST", "/api/draft/invoice", {
        token: a,
        body: { draftId: await draftId(), allowDuplicate: true },
      }),
      201,
    );
    shared.invoiceId = (made.data as Rec)._id;
    return shared.invoiceId;
  };
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
  return { draftId, state, settings, shared, tokenOf, liveInvoice, requiredInBody, othersRecord, invoiceRef };
}

export type SharingFixture = ReturnType<typeof sharingFixture>;
