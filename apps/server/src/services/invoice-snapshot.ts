import {
  defaultHsnFor,
  EDGE_SELECTIONS,
  gstStateCode,
  gstStateName,
  type InvoiceSnapshot,
  placeOfSupply,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import type { Order, StoredQuoteHeader } from "./orders";
import type { SessionInfo } from "./sessions";

function describeLine(
  line: { materialType: string; widthForDisplay: string; lengthForDisplay: string },
  edge: string,
) {
  return `${line.materialType}, ${line.widthForDisplay} x ${line.lengthForDisplay}${edge ? `, ${edge}` : ""}`;
}

/** Everything the invoice shows, from the priced order and the company's details as they are now. */
export async function snapshotOf(
  trx: Db,
  session: SessionInfo,
  order: Order,
  header: StoredQuoteHeader,
): Promise<InvoiceSnapshot> {
  const ctx = order.pricing;
  const [company, materials, selections, settings] = await Promise.all([
    trx.selectFrom("companies").selectAll().where("id", "=", session.companyId).executeTakeFirstOrThrow(),
    trx
      .selectFrom("materials")
      .leftJoin("material_stock", "material_stock.material_id", "materials.id")
      .select(["materials.material_name", "materials.hsn_code", "material_stock.kind"])
      .where("materials.company_id", "=", session.companyId)
      .execute(),
    trx
      .selectFrom("edge_selections")
      .select(["value", "label"])
      .where("company_id", "=", session.companyId)
      .execute(),
    trx
      .selectFrom("general_settings")
      .select("date_format")
      .where("company_id", "=", session.companyId)
      .executeTakeFirstOrThrow(),
  ]);
  // A material without an HSN of its own gets its kind's default (glass 7005/7007, stone 6802) where known.
  const material = new Map(
    materials.map((m) => [m.material_name, m.hsn_code ?? defaultHsnFor(m.material_name, m.kind)]),
  );
  const gstRate = new Map(ctx.materials.map((m) => [m.materialName, String(m.materialGst)]));
  const selectionLabel = new Map(selections.map((s) => [s.value, s.label]));

  const companyState = gstStateCode(company.gst_no) ?? "";
  // IGST Act sec. 10 as the header places it (gst/place-of-supply.ts); the order was priced the same way.
  const supply = placeOfSupply(company.gst_no, header);
  return {
    company: {
      name: company.name,
      address: company.address,
      gstNo: company.gst_no,
      phone: company.phone,
      email: company.email,
      stateCode: companyState,
      stateName: gstStateName(companyState) ?? "",
      ...(company.pin_code ? { pinCode: company.pin_code } : {}),
      ...(company.city ? { city: company.city } : {}),
    },
    header,
    placeOfSupply: { code: supply.code, name: supply.name, basis: supply.basis },
    interState: supply.interState,
    unit: ctx.unit,
    dateFormat: settings.date_format,
    lines: order.lines.map((line, i) => {
      const sides = line.edgeSelection
        ? EDGE_SELECTIONS.find((s) => s.value === line.edgeSelection)
        : undefined;
      const label = line.edgeSelection
        ? (selectionLabel.get(line.edgeSelection) ?? line.edgeSelection)
        : null;
      const edge = line.edgeSelection ? `${label} ${line.edgeProfile ?? ""}`.trim() : "";
      return {
        n: i + 1,
        description: describeLine(line, edge),
        widthForDisplay: line.widthForDisplay,
        lengthForDisplay: line.lengthForDisplay,
        quantity: line.quantity,
        materialType: line.materialType,
        hsnCode: material.get(line.materialType) ?? null,
        gstRate: gstRate.get(line.materialType) ?? "0",
        edgeSelection: line.edgeSelection ?? null,
        edgeSelectionLabel: label,
        edgeSides: sides ? { lengths: sides.lengths, widths: sides.widths } : null,
        edgeProfile: line.edgeSelection ? (line.edgeProfile ?? null) : null,
        areaExtras: line.areaExtras,
        multiplier: line.multiplier,
        ...line.priced!,
      };
    }),
    totals: order.totals,
  };
}
