import type { ReactNode } from "react";
import { cx } from "../lib/cx";
import { SignatureLine } from "./document-parts";
import { money, rupees } from "./invoice-format";

// The closing block of the printed invoice (and quotation) and of the credit note: what they print
// beside the totals, the totals themselves, the declaration and the signatures.

/** The amount in words, boxed, as the block's left column opens. */
export function AmountInWords({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cx("rounded-sm border border-slate-400 px-3 py-0.5", className)}>
      <p className="text-[9px] font-semibold uppercase tracking-wider text-brand-800">Amount in words</p>
      <p className="text-[12px] font-semibold text-slate-900">{text}</p>
    </div>
  );
}

export type ClosingFigures = {
  /** Without a GSTIN the company issues bills of supply: no tax rows, 'Value of supply'. */
  withGst: boolean;
  taxableValue: string;
  /** Cutting charged outside the taxable value, or null. */
  untaxedCutting: string | null;
  /** [label, amount]: IGST, or CGST and SGST. */
  taxRows: readonly (readonly [string, string])[];
  grandTotal: string;
  roundOff: string;
  /** The last row: 'Payable', 'Credit'. */
  amountLabel: string;
  amount: string;
};

/** The closing block: `aside` on the left, the totals on the right, then `children` (its Signatures). */
export function ClosingBlock({
  aside,
  figures,
  children,
}: {
  aside: ReactNode;
  figures: ClosingFigures;
  children: ReactNode;
}) {
  const { withGst, untaxedCutting } = figures;
  return (
    <div className="grid grid-cols-[1fr_300px] items-end gap-x-6 gap-y-1">
      <div className="flex flex-col gap-1 self-start">{aside}</div>
      <table className="w-full border-collapse self-start border border-slate-400 text-[10.5px]">
        <tbody className="[&_td]:px-2 [&_td]:py-px [&_td:last-child]:text-right [&_td:last-child]:tabular-nums">
          <TotalRow
            label={withGst ? "Taxable value" : "Value of supply"}
            value={figures.taxableValue}
            strong
          />
          {untaxedCutting && (
            <TotalRow label={withGst ? "Cutting (no GST)" : "Cutting"} value={untaxedCutting} />
          )}
          {withGst &&
            figures.taxRows.map(([label, value]) => <TotalRow key={label} label={label} value={value} />)}
          <ClosingRows
            grandTotal={figures.grandTotal}
            roundOff={figures.roundOff}
            label={figures.amountLabel}
            amount={figures.amount}
          />
        </tbody>
      </table>
      {children}
    </div>
  );
}

/** The block's last row: the declaration and the receiver's signature, then the company's signatory. */
export function Signatures(props: { declaration: ReactNode; receiverCaption: string; companyName: string }) {
  return (
    <>
      <div className="flex items-end gap-6">
        <div className="flex-1 text-[9px] text-slate-500">{props.declaration}</div>
        <SignatureLine caption={props.receiverCaption} className="w-56 shrink-0" />
      </div>
      <div className="text-center">
        <p className="text-[10.5px] font-semibold text-slate-900">For {props.companyName}</p>
        <SignatureLine caption="Authorised Signatory" className="mt-6" />
      </div>
    </>
  );
}

/** A line of the totals block: label and amount, the strong ones ruled above. */
function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={cx(strong && "border-t border-slate-300 font-semibold text-slate-900")}>
      <td className={strong ? undefined : "text-slate-600"}>{label}</td>
      <td>{money(value)}</td>
    </tr>
  );
}

/** The totals block's last rows: the total, its round off (signed), and the amount it comes to. */
function ClosingRows({
  grandTotal,
  roundOff,
  label,
  amount,
}: {
  grandTotal: string;
  roundOff: string;
  label: string;
  amount: string;
}) {
  return (
    <>
      <TotalRow label="Total" value={grandTotal} strong />
      <tr>
        <td className="text-slate-600">Round off</td>
        <td>{roundOff.startsWith("-") ? roundOff : `+${roundOff}`}</td>
      </tr>
      <tr className="bg-brand-700 text-white">
        <td className="py-1! text-[12px] font-semibold">{label}</td>
        <td className="py-1! text-[14px] font-bold">{rupees(amount)}</td>
      </tr>
    </>
  );
}
