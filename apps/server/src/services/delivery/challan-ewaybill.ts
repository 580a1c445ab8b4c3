import {
  buildEWayBill,
  type ChallanReason,
  type ChallanRecord,
  type ChallanSupply,
  type EWayBillJson,
  type InvoiceTransport,
  type TransportMode,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import { AppError } from "../../errors";
import type { SessionInfo } from "../auth/sessions";
import { type GstFile, gstFile, invoiceForFiles } from "../gst/gst-context";
import { getChallan } from "./challans";

// A challan's e-way bill (issue 30 point 3): issue 20's bulk-generation JSON, document type CHL.

/**
 * Why the goods move, as the e-way bill's outward sub-types (NIC's codes: 1 supply, 4 job work, 8 others).
 * NIC's checks of supply type, sub-type and document type allow a delivery challan (CHL) outward only
 * with job work, SKD/CKD, recipient not known, own use, exhibition, line sales or others; "supply" takes
 * INV or BIL only. So a challan moved for job work is 4 and every other reason 8, with a description
 * (at most 20 characters).
 */
export const CHALLAN_SUB_SUPPLY: Record<ChallanReason, ChallanSupply> = {
  job_work: { subSupplyType: 4, subSupplyDesc: "" },
  approval: { subSupplyType: 8, subSupplyDesc: "Supply on approval" },
  before_invoice: { subSupplyType: 8, subSupplyDesc: "Delivery before inv" },
  other: { subSupplyType: 8, subSupplyDesc: "Not a supply" },
};

const MODES: readonly string[] = ["road", "rail", "air", "ship"];

/** The challan's transport as the e-way bill reads it; none given at all: null (the bill asks for it). */
function transportOf(challan: ChallanRecord): InvoiceTransport | null {
  const t = challan.snapshot.transport;
  const mode = MODES.includes(t.mode) ? (t.mode as TransportMode) : null;
  if (!mode && !t.transporterId) return null;
  return {
    vehicleNo: t.vehicleNo || null,
    vehicleType: "regular",
    transporterId: t.transporterId || null,
    transporterName: t.transporter || null,
    transDocNo: t.docNo || null,
    transDocDate: null,
    // 0: the portal works the distance out from the PIN codes.
    distanceKm: 0,
    mode,
  };
}

/** A live challan's e-way bill JSON: outward, CHL, the sub-type of its reason; to the processor for job work. */
export async function challanEWayBill(
  db: Db,
  session: SessionInfo,
  id: string,
): Promise<GstFile<EWayBillJson>> {
  const challan = await getChallan(db, session, id);
  if (challan.status === "cancelled") {
    throw new AppError("CONFLICT", "A cancelled challan has no e-way bill");
  }
  const parts = await invoiceForFiles(db, session, challan);
  const processor = await processorOf(db, session, challan.id);
  const goesTo = processor
    ? {
        ...parts,
        buyer: {
          gstin: processor.gstin,
          name: processor.name,
          address: processor.address,
          city: processor.city || null,
          pin: processor.pinCode || null,
          // A GSTIN begins with its holder's state code.
          stateCode: processor.gstin.slice(0, 2),
          phone: processor.phone,
          email: "",
        },
        shipTo: null,
        sez: null,
      }
    : parts;
  const document = processor
    ? { ...challan, snapshot: { placeOfSupply: { code: processor.gstin.slice(0, 2) } } }
    : challan;
  return gstFile("ewaybill", document, goesTo, (common) =>
    buildEWayBill({
      ...common,
      transport: transportOf(challan),
      challan: CHALLAN_SUB_SUPPLY[challan.reason],
    }),
  );
}

async function processorOf(db: Db, session: SessionInfo, challanId: string) {
  return db
    .selectFrom("challans")
    .innerJoin("processors", "processors.id", "challans.processorId")
    .select([
      "processors.name",
      "processors.gstin",
      "processors.address",
      "processors.city",
      "processors.pinCode",
      "processors.phone",
    ])
    .where("challans.id", "=", challanId)
    .where("challans.companyId", "=", session.companyId)
    .executeTakeFirst();
}
