import type { InvoiceItemLine } from "@kerf/core";
import { money, trimZeros } from "../../documents/invoice-format";
import { NUM } from "../../documents/invoice-lines-table";
import { cx } from "../../lib/cx";

/**
 * An item line credited (issue 29), in the invoice's table of lines: its name, HSN or SAC, the quantity
 * credited in its unit, its rate, and the credited value, GST and total; the area and work columns empty.
 */
export function CreditItemRow({ line, withGst = true }: { line: InvoiceItemLine; withGst?: boolean }) {
  const none = <td className={cx(NUM, "text-slate-400")}>—</td>;
  return (
    <tr className="align-top even:bg-slate-50/70 [&>td]:border-b [&>td]:border-slate-200 [&>td]:py-px">
      <td className="px-1 text-slate-500">{line.n}</td>
      <td className="px-1">
        <span className="font-medium text-slate-900">{line.name}</span>
        <span className="text-[9px] text-slate-500"> · {line.isService ? "service" : "item"}</span>
      </td>
      <td className="px-1 text-slate-700">{line.hsnCode ?? "—"}</td>
      <td className={NUM}>
        {line.quantity} {line.unit}
      </td>
      {none}
      {none}
      <td className={NUM}>{money(line.rate)}</td>
      {none}
      {none}
      {none}
      <td className={cx(NUM, "font-medium")}>{money(line.itemAmount)}</td>
      {withGst && <td className={NUM}>{trimZeros(line.gstRate)}</td>}
      {withGst && <td className={NUM}>{money(line.itemGst)}</td>}
      <td className={cx(NUM, "font-semibold")}>{money(line.itemTotal)}</td>
    </tr>
  );
}
