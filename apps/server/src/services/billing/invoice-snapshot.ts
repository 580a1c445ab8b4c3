import {
  defaultHsnFor,
  describeOperations,
  EDGE_SELECTIONS,
  gstStateCode,
  gstStateName,
  type InvoiceItemLine,
  type InvoiceSnapshot,
  type ItemUnit,
  placeOfSupply,
  type StoredOperation,
} from "@kerf/core";
import type { Db } from "@kerf/db";
import type { SessionInfo } from "../auth/sessions";
import type { Order, StoredQuoteHeader } from "../orders/orders";

function describeLine(
  line: {
    materialType: string;
    widthForDisplay: string;
    lengthForDisplay: string;
    operations: StoredOperation[];
  },
  edge: string,
) {
  const operations = describeOperations(line.operations);
  return `${line.materialType}, ${line.widthForDisplay} x ${line.lengthForDisplay}${edge ? `, ${edge}` : ""}${
    operations ? `, ${operations}` : ""
  }`;
}

/** Everything the invoice shows, from the priced order and the company's details as they are now. */
export async function snapshotOf(
  trx: Db,
  session: SessionInfo,
  order: Order,
  header: StoredQuoteHeader,
): Promise<InvoiceSnapshot> {
  const ctx = order.pricing;
  const [company, materials, selections, settings, items] = await Promise.all([
    trx.selectFrom("companies").selectAll().where("id", "=", session.companyId).executeTakeFirstOrThrow(),
    trx
      .selectFrom("materials")
      .leftJoin("materialStock", "materialStock.materialId", "materials.id")
      .select(["materials.materialName", "materials.hsnCode", "materialStock.kind"])
      .where("materials.companyId", "=", session.companyId)
      .execute(),
    trx
      .selectFrom("edgeSelections")
      .select(["value", "label"])
      .where("companyId", "=", session.companyId)
      .execute(),
    trx
      .selectFrom("generalSettings")
      .select("dateFormat")
      .where("companyId", "=", session.companyId)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom("items")
      .select(["name", "unit", "hsnCode", "isService"])
      .where("companyId", "=", session.companyId)
      .execute(),
  ]);
  // A material without an HSN of its own gets its kind's default (glass 7005/7007, stone 6802) where known.
  const material = new Map(
    materials.map((m) => [m.materialName, m.hsnCode ?? defaultHsnFor(m.materialName, m.kind)]),
  );
  const gstRate = new Map(ctx.materials.map((m) => [m.materialName, String(m.materialGst)]));
  const selectionLabel = new Map(selections.map((s) => [s.value, s.label]));

  const companyState = gstStateCode(company.gstNo) ?? "";
  // IGST Act sec. 10 as the header places it (gst/place-of-supply.ts); the order was priced the same way.
  const supply = placeOfSupply(company.gstNo, header);
  return {
    company: {
      name: company.name,
      address: company.address,
      gstNo: company.gstNo,
      phone: company.phone,
      email: company.email,
      stateCode: companyState,
      stateName: gstStateName(companyState) ?? "",
      ...(company.pinCode ? { pinCode: company.pinCode } : {}),
      ...(company.city ? { city: company.city } : {}),
    },
    header,
    placeOfSupply: { code: supply.code, name: supply.name, basis: supply.basis },
    interState: supply.interState,
    unit: ctx.unit,
    dateFormat: settings.dateFormat,
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
        note: line.note,
        ...(line.operations.length > 0 ? { operations: line.operations } : {}),
        ...line.priced!,
      };
    }),
    ...(order.itemLines.length > 0 ? { itemLines: itemLinesOf(order, items) } : {}),
    totals: order.totals,
  };
}

/**
 * The order's item lines as the invoice keeps them: the catalogue's item as it is at this moment (its unit,
 * HSN or SAC, goods or service) with the line's figures; the order was checked to price every one.
 */
function itemLinesOf(
  order: Pick<Order, "itemLines">,
  items: readonly { name: string; unit: ItemUnit; hsnCode: string | null; isService: boolean }[],
): InvoiceItemLine[] {
  const byName = new Map(items.map((item) => [item.name, item]));
  return order.itemLines.map((line, i) => {
    const item = byName.get(line.name);
    return {
      n: i + 1,
      name: line.name,
      unit: item?.unit ?? line.unit ?? "nos",
      hsnCode: item?.hsnCode ?? null,
      isService: item?.isService ?? false,
      quantity: line.quantity,
      ...line.priced!,
    };
  });
}
