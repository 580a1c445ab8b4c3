import { type CreditNoteRecord, formatDate } from "@kerf/core";
import { CompanyDetails, DocumentTitle, Facts, Panel, PartyLines } from "../../documents/document-parts";
import { INVOICE_PAGE } from "../../documents/document-sizes";
import { money, trimZeros } from "../../documents/invoice-format";
import { LineRow, LinesTable, NUM } from "../../documents/invoice-lines-table";
import { PagedDocument } from "../../documents/paged-document";
import { PrintedTable } from "../../documents/printed-table";
import { CreditItemRow } from "./credit-item-row";
import { CreditNoteTotals } from "./credit-note-totals";

/** A credit note as printed: its record with the company's logo. */
export type PrintedCreditNote = CreditNoteRecord & { logo?: string | null };

/**
 * The credit note (CGST Rule 53): supplier, its number and date, the original invoice's number and date,
 * the recipient, the reason, what it credits (the invoice's lines as the invoice printed them, or an
 * amount at one GST rate) and its tax by rate, total and signature. Printed on the invoice's landscape
 * page, with the invoice's parts, so the two read alike.
 */
export function CreditNoteDocument({ note }: { note: PrintedCreditNote }) {
  const { snapshot } = note;
  const withGst = snapshot.company.gstNo !== "";
  const date = (iso: string) => formatDate(iso, snapshot.dateFormat);
  const rows = snapshot.amount
    ? [<AmountRow key="amount" note={note} withGst={withGst} />]
    : [
        ...snapshot.lines.map((line) => (
          <LineRow key={line.n} line={line} unit={snapshot.unit} withGst={withGst} />
        )),
        // The item lines credited (issue 29), after the pieces as on the invoice.
        ...(snapshot.itemLines ?? []).map((line) => (
          <CreditItemRow key={`item-${line.n}`} line={line} withGst={withGst} />
        )),
      ];
  return (
    <div className="contents text-[10.5px] leading-snug">
      <PagedDocument
        size={INVOICE_PAGE}
        padding={22}
        header={<Header note={note} />}
        continuedHeader={(page) => (
          <div className="flex items-baseline justify-between gap-4 border-b-2 border-brand-700 pb-1">
            <p className="text-[13px] font-bold tracking-[0.04em] text-brand-800">
              CREDIT NOTE{" "}
              <span className="text-[10px] font-medium tracking-normal text-slate-500">(continued)</span>
            </p>
            <p className="text-slate-700">
              No <span className="font-semibold text-slate-900">{note.number}</span> · Date{" "}
              <span className="font-semibold text-slate-900">{date(note.date)}</span> · Against{" "}
              <span className="font-semibold text-slate-900">{note.invoiceNumber}</span>
            </p>
            <p className="font-semibold text-slate-900">
              Page {page.number} of {page.count}
            </p>
          </div>
        )}
        renderTable={(pageRows) =>
          snapshot.amount ? (
            <AmountTable withGst={withGst}>{pageRows}</AmountTable>
          ) : (
            <LinesTable withGst={withGst}>{pageRows}</LinesTable>
          )
        }
        rows={rows}
        closing={<CreditNoteTotals note={note} />}
        footer={(page) => (
          <div className="flex items-center justify-between gap-4 border-t border-slate-300 pt-1 text-[9px] text-slate-500">
            <span>
              {note.number} · against {note.invoiceNumber} · {note.customerName}
            </span>
            <span>Amounts in ₹ · this is a computer-generated credit note.</span>
            <span className="font-medium text-slate-600">
              Page {page.number} of {page.count}
              {!page.isLast && " · continued overleaf"}
            </span>
          </div>
        )}
      />
    </div>
  );
}

function Header({ note }: { note: PrintedCreditNote }) {
  const { header, placeOfSupply, dateFormat } = note.snapshot;
  const date = (iso: string) => formatDate(iso, dateFormat);
  return (
    <div className="rounded-sm border border-slate-400">
      <div className="flex items-start justify-between gap-6 border-b-2 border-brand-700 px-3 py-2">
        <CompanyDetails company={note.snapshot.company} logo={note.logo} />
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <DocumentTitle title="Credit Note" subtitle="Original for recipient" />
          <Facts
            className="text-[10.5px]"
            items={[
              ["Credit note No", note.number],
              ["Date", date(note.date)],
              ["Original invoice", note.invoiceNumber],
              ["Invoice date", date(note.invoiceDate)],
              ["Place of supply", `${placeOfSupply.name} (${placeOfSupply.code})`],
            ]}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 divide-x divide-slate-300">
        <Panel title="Recipient">
          <PartyLines
            name={header.customer_name}
            address={header.billing_address}
            contact={{ gstNo: header.gst_no }}
          />
        </Panel>
        <Panel title="Reason">
          <p className="whitespace-pre-line text-[11.5px] font-medium text-slate-900">{note.reason}</p>
          <p className="text-slate-600">
            {note.kind === "full"
              ? "The whole invoice is credited."
              : note.kind === "lines"
                ? `Lines credited: ${note.lines.join(", ")}.`
                : "A taxable value is credited at one GST rate."}
          </p>
        </Panel>
      </div>
    </div>
  );
}

/** An amount note's one row: a taxable value at one rate, its GST and total. */
function AmountTable({ children, withGst }: { children: React.ReactNode; withGst: boolean }) {
  return (
    <PrintedTable
      widths={["w-[26px]", "", withGst && "w-[60px]", "w-[110px]", withGst && "w-[100px]", "w-[110px]"]}
      className="text-[10px] leading-[12px]"
      headClassName="[&>th]:py-1"
      head={
        <>
          <th className="px-1 text-left">#</th>
          <th className="px-1 text-left">Description</th>
          {withGst && <th className={NUM}>GST %</th>}
          <th className={NUM}>{withGst ? "Taxable value" : "Value"}</th>
          {withGst && <th className={NUM}>GST</th>}
          <th className={NUM}>Total</th>
        </>
      }
    >
      {children}
    </PrintedTable>
  );
}

function AmountRow({ note, withGst }: { note: PrintedCreditNote; withGst: boolean }) {
  const { amount, totals } = note.snapshot;
  if (!amount) return null;
  return (
    <tr className="align-top [&>td]:border-b [&>td]:border-slate-200 [&>td]:py-px">
      <td className="px-1 text-slate-500">1</td>
      <td className="px-1">
        Credit against invoice {note.invoiceNumber}
        {withGst && ` at GST ${trimZeros(amount.rate)}%`}
      </td>
      {withGst && <td className={NUM}>{trimZeros(amount.rate)}</td>}
      <td className={NUM}>{money(amount.taxableValue)}</td>
      {withGst && <td className={NUM}>{money(totals.gst)}</td>}
      <td className={`${NUM} font-semibold`}>{money(totals.grandTotal)}</td>
    </tr>
  );
}
