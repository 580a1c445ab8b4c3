import {
  areaQuantityText,
  areaUnit,
  describeOperations,
  type InvoiceItemLine,
  type InvoiceLine,
  type Unit,
} from "@kerf/core";
import type { ReactNode } from "react";
import { cx } from "../lib/cx";
import { edgeText, extrasText, money, printedSize, trimZeros } from "./invoice-format";
import { PrintedTable } from "./printed-table";

// The tax invoice's table of lines. One printed line per invoice line wherever it fits (10 px type, the
// edge work beside the size, waste in its own column), so a long invoice spends few pages: 500 lines
// print in well under 20.

/** A figure's cell; a 12-digit amount wraps inside its column rather than running into the next one. */
export const NUM = "px-1 text-right tabular-nums [overflow-wrap:anywhere]";

/** `withGst` false: a bill of supply (a supplier not registered for GST), without the GST columns. */
export function LinesTable({
  children,
  withGst = true,
  unit = "inch",
}: {
  children: ReactNode;
  withGst?: boolean;
  /** The company's unit: areas print in SQF (inch) or SQM (mm), the GST files' units. */
  unit?: Unit;
}) {
  return (
    <PrintedTable
      widths={[
        ...["w-[26px]", "", "w-[50px]", "w-[34px]", "w-[58px]", "w-[48px]", "w-[56px]", "w-[76px]"],
        ...["w-[62px]", "w-[62px]", "w-[82px]", withGst && "w-[34px]", withGst && "w-[70px]", "w-[84px]"],
      ]}
      className="text-[10px] leading-[12px]"
      headClassName="[&>th]:py-1 [&>th]:align-bottom"
      head={
        <>
          <th className="px-1 text-left">#</th>
          <th className="px-1 text-left">Description</th>
          <th className="px-1 text-left">HSN</th>
          <th className={NUM}>Qty</th>
          <th className={NUM}>Area {areaUnit(unit)}</th>
          <th className={NUM}>Waste sq ft</th>
          <th className={NUM}>Rate</th>
          <th className={NUM}>Material</th>
          <th className={NUM}>Cutting</th>
          <th className={NUM}>Edge</th>
          <th className={NUM}>{withGst ? "Taxable value" : "Value"}</th>
          {withGst && <th className={NUM}>GST %</th>}
          {withGst && <th className={NUM}>GST</th>}
          <th className={NUM}>Total</th>
        </>
      }
    >
      {children}
    </PrintedTable>
  );
}

export function LineRow({
  line,
  unit,
  withGst = true,
}: {
  line: InvoiceLine;
  unit: Unit;
  withGst?: boolean;
}) {
  const edge = edgeText(line);
  const extras = extrasText(line);
  const multiplied = Number(line.multiplier) !== 1;
  // Holes and cut-outs (issue 29): counts and sizes here, their amount in the line's taxable value.
  const detail = [
    edge,
    extras && `extras ${extras} in`,
    multiplied && `× ${line.multiplier}`,
    describeOperations(line.operations),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <tr className="align-top even:bg-slate-50/70 [&>td]:border-b [&>td]:border-slate-200 [&>td]:py-px">
      <td className="px-1 text-slate-500">{line.n}</td>
      <td className="px-1">
        <span className="font-medium text-slate-900">{line.materialType}</span>
        <span className="text-slate-700">, {printedSize(line, unit)}</span>
        {detail && <span className="text-[9px] text-slate-500"> · {detail}</span>}
      </td>
      <td className="px-1 text-slate-700">{line.hsnCode ?? "—"}</td>
      <td className={NUM}>{line.quantity}</td>
      <td className={NUM}>{unit === "mm" ? areaQuantityText(line.area, unit) : money(line.area)}</td>
      <td className={cx(NUM, "text-slate-600")}>
        {Number(line.wastageArea) > 0 ? money(line.wastageArea) : "—"}
      </td>
      <td className={NUM}>{money(line.rate)}</td>
      <td className={NUM}>{money(line.materialAmount)}</td>
      <td className={NUM}>{money(line.cuttingAmount)}</td>
      <td className={NUM}>{money(line.edgeAmount)}</td>
      <td className={cx(NUM, "font-medium")}>{money(line.taxableValue)}</td>
      {withGst && <td className={NUM}>{trimZeros(line.gstRate)}</td>}
      {withGst && <td className={NUM}>{money(line.gstAmount)}</td>}
      <td className={cx(NUM, "font-semibold")}>{money(line.total)}</td>
    </tr>
  );
}

/**
 * An item line (a fitting, a service) after the pieces: its name, HSN or SAC, quantity with its unit, rate,
 * value and GST; it has no area, material, cutting or edge of its own.
 */
export function ItemLineRow({
  line,
  n,
  withGst = true,
}: {
  line: InvoiceItemLine;
  n: number;
  withGst?: boolean;
}) {
  const none = <span className="text-slate-400">—</span>;
  return (
    <tr
      data-item-line={line.name}
      className="align-top even:bg-slate-50/70 [&>td]:border-b [&>td]:border-slate-200 [&>td]:py-px"
    >
      <td className="px-1 text-slate-500">{n}</td>
      <td className="px-1">
        <span className="font-medium text-slate-900">{line.name}</span>
        {line.isService && <span className="text-[9px] text-slate-500"> · service</span>}
      </td>
      <td className="px-1 text-slate-700">{line.hsnCode ?? "—"}</td>
      <td className={NUM}>
        {line.quantity} {line.unit}
      </td>
      <td className={NUM}>{none}</td>
      <td className={NUM}>{none}</td>
      <td className={NUM}>{money(line.rate)}</td>
      <td className={NUM}>{none}</td>
      <td className={NUM}>{none}</td>
      <td className={NUM}>{none}</td>
      <td className={cx(NUM, "font-medium")}>{money(line.itemAmount)}</td>
      {withGst && <td className={NUM}>{trimZeros(line.gstRate)}</td>}
      {withGst && <td className={NUM}>{money(line.itemGst)}</td>}
      <td className={cx(NUM, "font-semibold")}>{money(line.itemTotal)}</td>
    </tr>
  );
}
