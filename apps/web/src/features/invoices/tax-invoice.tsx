import { addDecimal, compareDecimal, type InvoiceLine, type InvoiceRecord, parseDecimal } from "@kerf/core";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";
import { CompanyBlock, DocumentTitle, Facts, invoiceDate, Panel, SignatureLine } from "./document-parts";
import { INVOICE_PAGE } from "./document-sizes";
import { InvoiceDocument } from "./invoice-document";
import {
  commonGstRate,
  edgeText,
  extrasText,
  halfRate,
  money,
  rupees,
  totalPieces,
  trimZeros,
  typedSize,
} from "./invoice-format";

/**
 * The GST tax invoice (CGST Rule 46, product.md): supplier, number and date, recipient with billing and
 * shipping address, place of supply, each line with HSN, quantity, area, rate, taxable value and GST,
 * CGST and SGST or IGST, round off, payable, amount in words, signature. 1082 x 719 px, landscape.
 */
export function TaxInvoice({ invoice }: { invoice: InvoiceRecord }) {
  return (
    <InvoiceDocument
      invoice={invoice}
      size={INVOICE_PAGE}
      padding={22}
      textClassName="text-[10.5px]"
      header={<InvoiceHeader invoice={invoice} />}
      table={(rows) => <LinesTable>{rows}</LinesTable>}
      row={(line, unit) => <LineRow key={line.n} line={line} unit={unit} />}
      closing={<InvoiceTotals invoice={invoice} />}
      note="Amounts in ₹ · this is a computer-generated invoice."
    />
  );
}

function InvoiceHeader({ invoice }: { invoice: InvoiceRecord }) {
  const { header, placeOfSupply } = invoice.snapshot;
  return (
    <div className="rounded-sm border border-slate-400">
      <div className="flex items-start justify-between gap-6 border-b-2 border-brand-700 px-3 py-2">
        <CompanyBlock invoice={invoice} />
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <DocumentTitle title="TAX INVOICE" subtitle="Original for recipient" />
          <Facts
            className="text-[10.5px]"
            items={[
              ["Invoice No", invoice.number],
              ["Invoice date", invoiceDate(invoice)],
              ["Place of supply", `${placeOfSupply.name} (${placeOfSupply.code})`],
              ["Reverse charge", "No"],
              ...(invoice.status === "cancelled"
                ? ([
                    [
                      "Status",
                      <span key="status" className="text-red-700">
                        CANCELLED
                      </span>,
                    ],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 divide-x divide-slate-300">
        <Panel title="Bill to">
          <p className="text-[12px] font-semibold text-slate-900">{header.customer_name}</p>
          <p className="whitespace-pre-line text-slate-700">{header.billing_address}</p>
          <p className="text-slate-700">
            {header.gst_no && (
              <>
                GSTIN <span className="font-semibold text-slate-900">{header.gst_no}</span>
              </>
            )}
            {header.gst_no && header.phone_no && " · "}
            {header.phone_no && `Phone ${header.phone_no}`}
          </p>
        </Panel>
        <Panel title="Ship to">
          <p className="text-[12px] font-semibold text-slate-900">{header.customer_name}</p>
          <p className="whitespace-pre-line text-slate-700">{header.shipping_address}</p>
        </Panel>
      </div>
    </div>
  );
}

const NUM = "px-1.5 text-right tabular-nums";

function LinesTable({ children }: { children: ReactNode }) {
  return (
    <table className="w-full table-fixed border-collapse border border-slate-400">
      <colgroup>
        <col className="w-[26px]" />
        <col />
        <col className="w-[58px]" />
        <col className="w-[40px]" />
        <col className="w-[66px]" />
        <col className="w-[60px]" />
        <col className="w-[78px]" />
        <col className="w-[62px]" />
        <col className="w-[64px]" />
        <col className="w-[86px]" />
        <col className="w-[42px]" />
        <col className="w-[70px]" />
        <col className="w-[86px]" />
      </colgroup>
      <thead>
        <tr className="bg-brand-50 text-[9px] font-semibold uppercase tracking-wide text-brand-900 [&>th]:border-b [&>th]:border-slate-400 [&>th]:py-1.5 [&>th]:align-bottom">
          <th className="px-1.5 text-left">#</th>
          <th className="px-1.5 text-left">Description</th>
          <th className="px-1.5 text-left">HSN</th>
          <th className={NUM}>Qty</th>
          <th className={NUM}>Area sq ft</th>
          <th className={NUM}>Rate</th>
          <th className={NUM}>Material</th>
          <th className={NUM}>Cutting</th>
          <th className={NUM}>Edge</th>
          <th className={NUM}>Taxable value</th>
          <th className={NUM}>GST %</th>
          <th className={NUM}>GST</th>
          <th className={NUM}>Total</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function LineRow({ line, unit }: { line: InvoiceLine; unit: "inch" | "mm" }) {
  const edge = edgeText(line);
  const extras = extrasText(line);
  const multiplied = Number(line.multiplier) !== 1;
  const detail = [edge, extras && `extras ${extras} in`, multiplied && `× ${line.multiplier}`]
    .filter(Boolean)
    .join(" · ");
  return (
    <tr className="align-top even:bg-slate-50/70 [&>td]:border-b [&>td]:border-slate-200 [&>td]:py-[3px]">
      <td className="px-1.5 text-slate-500">{line.n}</td>
      <td className="px-1.5">
        <span className="font-medium text-slate-900">{line.materialType}</span>
        <span className="text-slate-700">, {typedSize(line, unit)}</span>
        {detail && <span className="block text-[9.5px] text-slate-500">{detail}</span>}
      </td>
      <td className="px-1.5 text-slate-700">{line.hsnCode ?? "—"}</td>
      <td className={NUM}>{line.quantity}</td>
      <td className={NUM}>
        {money(line.area)}
        {Number(line.wastageArea) > 0 && (
          <span className="block text-[9px] text-slate-500">+{money(line.wastageArea)} waste</span>
        )}
      </td>
      <td className={NUM}>{money(line.rate)}</td>
      <td className={NUM}>{money(line.materialAmount)}</td>
      <td className={NUM}>{money(line.cuttingAmount)}</td>
      <td className={NUM}>{money(line.edgeAmount)}</td>
      <td className={cx(NUM, "font-medium")}>{money(line.taxableValue)}</td>
      <td className={NUM}>{trimZeros(line.gstRate)}</td>
      <td className={NUM}>{money(line.gstAmount)}</td>
      <td className={cx(NUM, "font-semibold")}>{money(line.total)}</td>
    </tr>
  );
}

/** GST on cutting is a company setting: when it is off, cutting is charged outside the taxable value. */
function cuttingIsTaxed(totals: InvoiceRecord["snapshot"]["totals"]): boolean {
  const goods = addDecimal(parseDecimal(totals.materialAmount)!, parseDecimal(totals.edgeAmount)!);
  return compareDecimal(goods, parseDecimal(totals.taxableValue)!) !== 0;
}

function InvoiceTotals({ invoice }: { invoice: InvoiceRecord }) {
  const { totals, lines, interState, company } = invoice.snapshot;
  const rate = commonGstRate(lines);
  const at = (r: string | null) => (r ? ` @ ${r}%` : "");
  const taxRows: [string, string][] = interState
    ? [[`IGST${at(rate)}`, totals.igst]]
    : [
        [`CGST${at(rate && halfRate(rate))}`, totals.cgst],
        [`SGST${at(rate && halfRate(rate))}`, totals.sgst],
      ];
  const untaxedCutting = Number(totals.cuttingAmount) !== 0 && !cuttingIsTaxed(totals);
  const roundOff = totals.roundOff.startsWith("-") ? totals.roundOff : `+${totals.roundOff}`;
  return (
    <div className="grid grid-cols-[1fr_320px] items-end gap-x-6 gap-y-1">
      <div className="flex flex-col gap-1.5 self-start">
        <div className="rounded-sm border border-slate-400 px-3 py-1">
          <p className="text-[9px] font-semibold uppercase tracking-wider text-brand-800">Amount in words</p>
          <p className="text-[12px] font-semibold text-slate-900">{totals.amountInWords}</p>
        </div>
        <p className="text-slate-700">
          {lines.length} {lines.length === 1 ? "line" : "lines"} · {totalPieces(lines)} pieces ·{" "}
          {money(totals.area)} sq ft · material {money(totals.materialAmount)} · cutting{" "}
          {money(totals.cuttingAmount)} · edge work {money(totals.edgeAmount)}
        </p>
        <p className="text-[9.5px] text-slate-500">
          Declaration: we declare that this invoice shows the actual price of the goods described and that all
          particulars are true and correct. Goods once cut to size are not returnable.
        </p>
      </div>
      <table className="w-full border-collapse self-start border border-slate-400 text-[10.5px]">
        <tbody className="[&_td]:px-2 [&_td]:py-[2px] [&_td:last-child]:text-right [&_td:last-child]:tabular-nums">
          <TotalRow label="Taxable value" value={totals.taxableValue} strong />
          {untaxedCutting && <TotalRow label="Cutting (no GST)" value={totals.cuttingAmount} />}
          {taxRows.map(([label, value]) => (
            <TotalRow key={label} label={label} value={value} />
          ))}
          <TotalRow label="Total" value={totals.grandTotal} strong />
          <tr>
            <td className="text-slate-600">Round off</td>
            <td>{roundOff}</td>
          </tr>
          <tr className="bg-brand-700 text-white">
            <td className="py-1.5! text-[12px] font-semibold">Payable</td>
            <td className="py-1.5! text-[14px] font-bold">{rupees(totals.payable)}</td>
          </tr>
        </tbody>
      </table>
      <SignatureLine caption="Receiver's signature" className="w-64" />
      <div className="text-center">
        <p className="text-[10.5px] font-semibold text-slate-900">For {company.name}</p>
        <SignatureLine caption="Authorised Signatory" className="mt-8" />
      </div>
    </div>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={cx(strong && "border-t border-slate-300 font-semibold text-slate-900")}>
      <td className={strong ? undefined : "text-slate-600"}>{label}</td>
      <td>{money(value)}</td>
    </tr>
  );
}
