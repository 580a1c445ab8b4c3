import type { CreditNoteRecord } from "@kerf/core";
import { AmountInWords, ClosingBlock, Signatures } from "../../documents/closing-block";
import { rupees } from "../../documents/invoice-format";
import { TaxByRateTable } from "../../documents/tax-by-rate-table";

/** The credit note's closing block: amount in words, tax by rate, the totals, the credit, signatures. */
export function CreditNoteTotals({ note }: { note: CreditNoteRecord }) {
  const { totals, interState, company, rates } = note.snapshot;
  const withGst = company.gstNo !== "";
  return (
    <ClosingBlock
      aside={
        <>
          <AmountInWords text={totals.amountInWords} />
          {withGst && <TaxByRateTable rates={rates} interState={interState} />}
          <p className="text-slate-700">
            Against invoice {note.invoiceNumber} of payable {rupees(note.snapshot.invoice.payable)}
          </p>
        </>
      }
      figures={{
        withGst,
        taxableValue: totals.taxableValue,
        untaxedCutting: totals.untaxedCutting !== "0.00" ? totals.untaxedCutting : null,
        taxRows: interState
          ? [["IGST", totals.igst]]
          : [
              ["CGST", totals.cgst],
              ["SGST", totals.sgst],
            ],
        grandTotal: totals.grandTotal,
        roundOff: totals.roundOff,
        amountLabel: "Credit",
        amount: totals.total,
      }}
    >
      <Signatures
        declaration={`This credit note reduces the amount due on invoice ${note.invoiceNumber} by ${rupees(totals.total)}.`}
        receiverCaption="Receiver's signature"
        companyName={company.name}
      />
    </ClosingBlock>
  );
}
