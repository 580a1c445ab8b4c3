import { areaUnit, describeOperations, type InvoiceSnapshot } from "@kerf/core";
import { edgeText, extrasText, money, printedSize, rupees } from "../../documents/invoice-format";

/**
 * A shared quotation or invoice as a phone reads it (issue 33): the same snapshot as the printed page,
 * reflowed into one card a line and the totals under it, so nothing needs swiping sideways. The printed
 * page (and the PDF) stay one tap away for the exact document.
 */
export function PhoneDocument({ snapshot, kind }: { snapshot: InvoiceSnapshot; kind: string }) {
  const { company, header, totals, unit } = snapshot;
  const withGst = Boolean(company.gstNo);
  const split = totals.igst === "0.00";
  // Cutting charged without GST (pricing.md) sits outside the taxable value: what the total holds beyond it.
  const paise = (v: string) => BigInt(v.replace(".", ""));
  const untaxed = paise(totals.grandTotal) - paise(totals.taxableValue) - paise(totals.gst);
  const untaxedText = `${untaxed / 100n}.${String(untaxed % 100n).padStart(2, "0")}`;
  return (
    <article aria-label={`${kind} for ${header.customer_name}`} className="flex flex-col gap-3 px-4">
      <section className="rounded-lg bg-white p-4 shadow-card ring-1 ring-slate-200">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{kind} for</p>
        <p className="font-semibold text-slate-900">{header.customer_name}</p>
        {header.billing_address && <p className="text-sm text-slate-600">{header.billing_address}</p>}
        {header.gst_no && <p className="text-sm text-slate-600">GSTIN {header.gst_no}</p>}
        <p className="mt-2 text-xs text-slate-500">
          From {company.name}
          {company.gstNo && ` · GSTIN ${company.gstNo}`}
        </p>
      </section>
      <ol aria-label="Lines" className="flex flex-col gap-2">
        {snapshot.lines.map((line) => {
          const detail = [
            edgeText(line),
            extrasText(line) && `extras ${extrasText(line)} in`,
            describeOperations(line.operations),
          ]
            .filter(Boolean)
            .join(" · ");
          return (
            <li key={line.n} className="rounded-lg bg-white p-3 shadow-card ring-1 ring-slate-200">
              <p className="font-medium text-slate-900">
                {line.n}. {line.materialType}
              </p>
              <p className="text-sm text-slate-700">
                {printedSize(line, unit)} × {line.quantity}
                {line.hsnCode && <span className="text-slate-500"> · HSN {line.hsnCode}</span>}
              </p>
              {detail && <p className="text-xs text-slate-500">{detail}</p>}
              <dl className="mt-2 grid grid-cols-3 gap-x-3 text-sm">
                <Figure label={`Area ${areaUnit(unit)}`} value={money(line.area)} />
                <Figure
                  label={withGst ? `GST ${line.gstRate}%` : "Value"}
                  value={money(withGst ? line.gstAmount : line.taxableValue)}
                />
                <Figure label="Total" value={money(line.total)} strong />
              </dl>
            </li>
          );
        })}
        {(snapshot.itemLines ?? []).map((item) => (
          <li key={`item-${item.n}`} className="rounded-lg bg-white p-3 shadow-card ring-1 ring-slate-200">
            <p className="font-medium text-slate-900">{item.name}</p>
            <p className="text-sm text-slate-700">
              {item.quantity} {item.unit} × {rupees(item.rate)}
              {item.hsnCode && (
                <span className="text-slate-500">
                  {" "}
                  · {item.isService ? "SAC" : "HSN"} {item.hsnCode}
                </span>
              )}
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-x-3 text-sm">
              <Figure label="Amount" value={money(item.itemAmount)} />
              <Figure label={`GST ${item.gstRate}%`} value={money(item.itemGst)} />
              <Figure label="Total" value={money(item.itemTotal)} strong />
            </dl>
          </li>
        ))}
      </ol>
      <section aria-label="Totals" className="rounded-lg bg-white p-4 shadow-card ring-1 ring-slate-200">
        <dl className="flex flex-col gap-1 text-sm">
          <Row label={withGst ? "Taxable value" : "Value"} value={rupees(totals.taxableValue)} />
          {withGst && split && <Row label="CGST" value={rupees(totals.cgst)} />}
          {withGst && split && <Row label="SGST" value={rupees(totals.sgst)} />}
          {withGst && !split && <Row label="IGST" value={rupees(totals.igst)} />}
          {untaxed > 0n && <Row label="Cutting (no GST)" value={rupees(untaxedText)} />}
          {totals.roundOff !== "0.00" && <Row label="Round off" value={rupees(totals.roundOff)} />}
          <Row label="Payable" value={rupees(totals.payable)} strong />
        </dl>
        <p className="mt-2 text-xs text-slate-600">{totals.amountInWords}</p>
      </section>
    </article>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] uppercase tracking-wide text-slate-500">{label}</dt>
      <dd
        className={`tabular-nums [overflow-wrap:anywhere] ${strong ? "font-semibold text-slate-900" : "text-slate-700"}`}
      >
        {value}
      </dd>
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? "border-t border-slate-200 pt-1 font-semibold text-slate-900" : "text-slate-700"}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
