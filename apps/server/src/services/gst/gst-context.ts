import {
  billingStateOf,
  type GstDocument,
  type GstFallbacks,
  GstFileError,
  gstInvoice,
  type InvoiceRecord,
  type Party,
  shippingStateOf,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";

/**
 * A GstFileError as the API answers it, the first problem and each field's: 409 when the records lack
 * what the file needs (the request was fine, the invoice or company is not ready), 400 for a bad request.
 */
export function asAppError(error: unknown): never {
  if (error instanceof GstFileError) {
    throw new AppError(error.kind === "input" ? "BAD_REQUEST" : "CONFLICT", error.message, error.problems);
  }
  throw error;
}

/** What the company's current records give the files where an invoice's snapshot is silent. */
export async function gstFallbacks(db: Db, session: SessionInfo): Promise<GstFallbacks & { gstin: string }> {
  const [company, materials] = await Promise.all([
    db
      .selectFrom("companies")
      .select(["gstNo", "pinCode", "city"])
      .where("id", "=", session.companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("materials")
      .leftJoin("materialStock", "materialStock.materialId", "materials.id")
      .select(["materials.materialName", "materials.hsnCode", "materialStock.kind"])
      .where("materials.companyId", "=", session.companyId)
      .execute(),
  ]);
  return {
    gstin: company.gstNo,
    pinCode: company.pinCode,
    city: company.city,
    materials: new Map(materials.map((m) => [m.materialName, { hsnCode: m.hsnCode, kind: m.kind }])),
  };
}

/** The customer's header as it is now: where an old invoice's header lacks PIN codes and cities. */
async function currentHeader(db: Db, session: SessionInfo, customerId: string | null) {
  if (!customerId) return null;
  const row = await db
    .selectFrom("customers")
    .select("quoteHeader")
    .where("id", "=", customerId)
    .where("companyId", "=", session.companyId)
    .executeTakeFirst();
  return row?.quoteHeader ?? null;
}

const same = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

/** An invoice's parties and supplies for the files, and what was filled in from current records. */
export async function invoiceForFiles(
  db: Db,
  session: SessionInfo,
  invoice: Pick<InvoiceRecord, "snapshot" | "customerId">,
  fallbacks?: GstFallbacks & { gstin: string },
) {
  const f = fallbacks ?? (await gstFallbacks(db, session));
  const { company, header, placeOfSupply } = invoice.snapshot;
  const notes: string[] = [];
  let pin = company.pinCode ?? null;
  let city = company.city ?? null;
  if (!pin && f.pinCode) {
    pin = f.pinCode;
    notes.push(`Company PIN code: ${pin} (not on the invoice; the current one)`);
  }
  if (!city && f.city) {
    city = f.city;
    notes.push(`Company city: ${city} (not on the invoice; the current one)`);
  }
  const h = { ...header };
  if (!h.billing_pin || !h.billing_city || !h.shipping_pin || !h.shipping_city) {
    const now = await currentHeader(db, session, invoice.customerId);
    for (const key of ["billing_pin", "billing_city", "shipping_pin", "shipping_city"] as const) {
      if (!h[key] && now?.[key]) {
        h[key] = now[key];
        notes.push(
          `Customer's ${key.replace("_", " ")}: ${now[key]} (not on the invoice; the order's header now)`,
        );
      }
    }
  }
  const seller: Party = {
    gstin: company.gstNo || null,
    name: company.name,
    address: company.address,
    city,
    pin,
    stateCode: company.stateCode,
    phone: company.phone,
    email: company.email,
  };
  // The buyer at its billing address, in that address's state (its GSTIN's when registered); an invoice
  // made before states were asked for has its place of supply there.
  const buyer: Party = {
    gstin: h.gst_no || null,
    name: h.customer_name,
    address: h.billing_address,
    city: h.billing_city ?? null,
    pin: h.billing_pin ?? null,
    stateCode: billingStateOf(h) ?? placeOfSupply.code,
    phone: h.phone_no,
    email: h.email_id,
  };
  // The ship-to in its own state (IGST Act sec. 10(1)(b): goods delivered elsewhere on the buyer's word).
  const shipTo: Party | null = same(h.shipping_address, h.billing_address)
    ? null
    : {
        ...buyer,
        address: h.shipping_address,
        city: h.shipping_city ?? null,
        pin: h.shipping_pin ?? null,
        stateCode:
          shippingStateOf(h) ?? (placeOfSupply.basis === "gstin" ? buyer.stateCode : placeOfSupply.code),
      };
  const figures = gstInvoice(invoice.snapshot, f);
  const sez = buyer.gstin ? (h.sez_supply ?? null) : null;
  return { seller, buyer, shipTo, sez, figures, notes: [...notes, ...figures.fallbacks], fallbacks: f };
}

/** A file's name from a document number: INV/26-27/0001 -> INV-26-27-0001. */
function fileStem(number: string): string {
  return number.replace(/[^A-Za-z0-9-]+/g, "-");
}

/** A file the API answers as itself: its name, its JSON, and what was filled in from current records. */
export type GstFile<T> = { filename: string; file: T; notes: string[] };

type FileParts = Awaited<ReturnType<typeof invoiceForFiles>>;

/**
 * A GST file of one document (an invoice or a credit note): `build` gets what every file says of it
 * (number, date, parties, place of supply, figures); the file is named `<number>-<kind>.json`.
 */
export function gstFile<T>(
  kind: "einvoice" | "ewaybill",
  document: { number: string; date: string; snapshot: { placeOfSupply: { code: string } } },
  parts: Pick<FileParts, "seller" | "buyer" | "shipTo" | "sez" | "figures" | "notes">,
  build: (common: GstDocument) => T,
): GstFile<T> {
  try {
    const file = build({
      number: document.number,
      date: document.date,
      seller: parts.seller,
      buyer: parts.buyer,
      shipTo: parts.shipTo,
      sez: parts.sez,
      placeOfSupply: document.snapshot.placeOfSupply.code,
      figures: parts.figures,
    });
    return { filename: `${fileStem(document.number)}-${kind}.json`, file, notes: parts.notes };
  } catch (error) {
    return asAppError(error);
  }
}
