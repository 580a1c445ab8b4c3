import type { FastifyInstance } from "fastify";
import { type RestCall, rest, trpcClient } from "./clients";

export const CLEAR = {
  materialName: "Clear 5mm",
  materialRate: "62.50",
  cuttingRate: "4",
  materialGst: "18",
  materialWastage: "5",
  hsnCode: "700529",
};
/** Clear 5mm as the server stores and answers it (figures to two places, gstCharges derived), less its ids. */
export const CLEAR_STORED = {
  materialName: "Clear 5mm",
  materialRate: "62.50",
  cuttingRate: "4.00",
  materialGst: "18.00",
  materialWastage: "5.00",
  gstCharges: "11.25",
};
/** Clear 5mm as a client sends it without an HSN code, and with a gstCharges the server derives itself. */
export const CLEAR_NO_HSN = {
  materialName: "Clear 5mm",
  materialRate: "62.50",
  cuttingRate: "4",
  materialGst: "18",
  materialWastage: "5",
  gstCharges: "999.99",
};
export const LINE = {
  widthForDisplay: "12",
  lengthForDisplay: "24",
  quantity: 2,
  materialType: "Clear 5mm",
  edgeSelection: null,
  edgeProfile: null,
  areaExtras: [],
  multiplier: 1,
};
/** Glass stock cut without kerf or trim, keeping offcuts of 12 x 12 and more: add `materialId` and `sheets`. */
export const GLASS_STOCK = {
  kind: "glass" as const,
  kerf: "0",
  trim: "0",
  rotate: true,
  minRemnantWidth: "12",
  minRemnantLength: "12",
};
export const HEADER = {
  customer_name: "Mehta Interiors",
  date: new Date("2026-11-21"),
  billing_address: "4 Park Street, Pune",
  shipping_address: "Site 9, Baner, Pune",
  // Delivered in Maharashtra, the test company's own state: CGST + SGST (IGST Act sec. 10).
  shipping_state: "27",
};

export type { RestCall } from "./clients";

/** A customer (its order) of the company of `token`, made over REST: its draftId. */
async function customerOver(call: RestCall, token: string, customerName: string): Promise<string> {
  const customer = await call(
    "POST",
    "/draft",
    { customerName, phoneNo: "9876543210", date: "2026-11-21" },
    token,
  );
  return customer.body.data._id as string;
}

/** The same through `app.inject`. */
export const addCustomer = (app: FastifyInstance, token: string, customerName: string) =>
  customerOver((...a) => rest(app, ...a), token, customerName);

/**
 * One material and a customer whose order has a header and one line, ready to invoice, for the company
 * of `token`; `url` is a listening server (the header is saved over tRPC).
 */
export async function prepareOrder(call: RestCall, url: string, token: string, recipientGstin?: string) {
  await call("POST", "/setting/material", CLEAR, token);
  const draftId = await customerOver(call, token, "Mehta");
  const client = trpcClient(url, token);
  await client.orders.saveHeader.mutate({
    customerId: draftId,
    header: { ...HEADER, gst_no: recipientGstin },
  });
  await call("POST", "/draft/material", { draftId, ...LINE }, token);
  return { token, draftId, client };
}

/**
 * The company of `token` charges cutting without GST, as it may choose (the worked cases that count
 * cutting apart were written so; a company with a GSTIN starts with GST on cutting, CGST Act sec. 15(2)(c)).
 */
export async function cuttingWithoutGst(call: RestCall, token: string) {
  const general = (await call("GET", "/setting/general", undefined, token)).body.data;
  const saved = await call(
    "POST",
    "/setting/general",
    { ...general, commonSetting: { ...general.commonSetting, gstOnCuttingRate: false } },
    token,
  );
  if (saved.status !== 200) throw new Error(`general settings not saved: ${JSON.stringify(saved.body)}`);
}
