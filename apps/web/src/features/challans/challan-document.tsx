import {
  addDecimal,
  CHALLAN_REASON_LABELS,
  type ChallanRecord,
  compareDecimal,
  formatDate,
  parseDecimal,
} from "@kerf/core";
import { AmountInWords, ClosingBlock, Signatures } from "../../documents/closing-block";
import { CompanyDetails, DocumentTitle, Facts, Panel, PartyLines } from "../../documents/document-parts";
import { INVOICE_PAGE } from "../../documents/document-sizes";
import { LineRow, LinesTable } from "../../documents/invoice-lines-table";
import { PagedDocument } from "../../documents/paged-document";

/** A challan as printed: its record with the company's logo. */
export type PrintedChallan = ChallanRecord & { logo?: string | null };

/**
 * The three copies of a delivery challan, one print (CGST Rules rule 55(2)): the original marked for the
 * consignee, the duplicate for the transporter, the triplicate for the consignor.
 */
export const CHALLAN_COPIES = [
  "Original for consignee",
  "Duplicate for transporter",
  "Triplicate for consignor",
] as const;

/**
 * A delivery challan in triplicate: each copy the contents rule 55(1) lists (number and date, consignor,
 * consignee with GSTIN, HSN and description, quantity, taxable value, tax rate and amount, place of supply,
 * signature), with the reason and transport, on the invoice's landscape page.
 */
export function ChallanDocument({ challan }: { challan: PrintedChallan }) {
  return (
    <>
      {CHALLAN_COPIES.map((copy) => (
        <ChallanCopy key={copy} challan={challan} copy={copy} />
      ))}
    </>
  );
}

function ChallanCopy({ challan, copy }: { challan: PrintedChallan; copy: string }) {
  const { snapshot } = challan;
  const withGst = snapshot.company.gstNo !== "";
  const date = formatDate(challan.date, snapshot.dateFormat);
  const { totals, interState } = snapshot;
  // Cutting charged without GST (a company setting) is outside the taxable value, as on the invoice.
  const goods = addDecimal(parseDecimal(totals.materialAmount)!, parseDecimal(totals.edgeAmount)!);
  const untaxedCutting =
    Number(totals.cuttingAmount) !== 0 && compareDecimal(goods, parseDecimal(totals.taxableValue)!) === 0;
  return (
    <div className="contents text-[10.5px] leading-snug" data-challan-copy={copy}>
      <PagedDocument
        size={INVOICE_PAGE}
        padding={22}
        header={<Header challan={challan} copy={copy} />}
        continuedHeader={(page) => (
          <div className="flex items-baseline justify-between gap-4 border-b-2 border-brand-700 pb-1">
            <p className="text-[13px] font-bold tracking-[0.04em] text-brand-800">
              DELIVERY CHALLAN <span className="text-[10px] font-medium text-slate-500">(continued)</span>
            </p>
            <p className="text-slate-700">
              No <span className="font-semibold text-slate-900">{challan.number}</span> · {date} · {copy}
            </p>
            <p className="font-semibold text-slate-900">
              Page {page.number} of {page.count}
            </p>
          </div>
        )}
        renderTable={(rows) => <LinesTable withGst={withGst}>{rows}</LinesTable>}
        rows={snapshot.lines.map((line) => (
          <LineRow key={line.n} line={line} unit={snapshot.unit} withGst={withGst} />
        ))}
        closing={
          <ClosingBlock
            aside={
              <>
                <AmountInWords text={totals.amountInWords} />
                <p className="text-slate-700">
                  {challan.pieces} pieces · {CHALLAN_REASON_LABELS[challan.reason]} · not a tax invoice
                </p>
              </>
            }
            figures={{
              withGst,
              taxableValue: totals.taxableValue,
              untaxedCutting: untaxedCutting ? totals.cuttingAmount : null,
              taxRows: interState
                ? [["IGST", totals.igst]]
                : [
                    ["CGST", totals.cgst],
                    ["SGST", totals.sgst],
                  ],
              grandTotal: totals.grandTotal,
              roundOff: totals.roundOff,
              amountLabel: "Value of goods",
              amount: totals.payable,
            }}
          >
            <Signatures
              declaration="Goods moved under this delivery challan in lieu of invoice (CGST Rules rule 55)."
              receiverCaption="Received the goods in good condition"
              companyName={snapshot.company.name}
            />
          </ClosingBlock>
        }
        footer={(page) => (
          <div className="flex items-center justify-between gap-4 border-t border-slate-300 pt-1 text-[9px] text-slate-500">
            <span>
              {challan.number} · {challan.customerName} · {copy}
            </span>
            <span>Amounts in ₹ · computer-generated delivery challan.</span>
            <span className="font-medium text-slate-600">
              Page {page.number} of {page.count}
            </span>
          </div>
        )}
        overlay={challan.status === "cancelled" ? <Cancelled /> : undefined}
      />
    </div>
  );
}

function Cancelled() {
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <p className="-rotate-[16deg] rounded-xl border-[6px] border-red-600/60 px-10 py-1 text-[84px] font-black leading-none tracking-[0.06em] text-red-600/55">
        CANCELLED
      </p>
    </div>
  );
}

function Header({ challan, copy }: { challan: PrintedChallan; copy: string }) {
  const { snapshot } = challan;
  const { consignee, transport, placeOfSupply, header } = snapshot;
  const transportLine = [
    transport.mode && transport.mode.toUpperCase(),
    transport.vehicleNo,
    transport.transporter,
    transport.docNo && `LR ${transport.docNo}`,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="rounded-sm border border-slate-400">
      <div className="flex items-start justify-between gap-6 border-b-2 border-brand-700 px-3 py-2">
        <CompanyDetails company={snapshot.company} logo={challan.logo} />
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <DocumentTitle title="Delivery Challan" subtitle={copy} />
          <Facts
            className="text-[10.5px]"
            items={[
              ["Challan No", challan.number],
              ["Date", formatDate(challan.date, snapshot.dateFormat)],
              ["Reason", CHALLAN_REASON_LABELS[challan.reason]],
              ["Place of supply", `${placeOfSupply.name} (${placeOfSupply.code})`],
            ]}
          />
        </div>
      </div>
      <div className="grid grid-cols-3 divide-x divide-slate-300">
        <Panel title="Consignee">
          <PartyLines
            name={consignee.name}
            address={consignee.address}
            contact={{ gstNo: consignee.gstNo }}
          />
        </Panel>
        <Panel title="Customer">
          <PartyLines
            name={header.customer_name}
            address={header.billing_address}
            contact={{ gstNo: header.gst_no }}
          />
        </Panel>
        <Panel title="Transport">
          <p className="text-slate-800">{transportLine || "—"}</p>
          {transport.transporterId && (
            <p className="text-slate-600">Transporter ID {transport.transporterId}</p>
          )}
        </Panel>
      </div>
    </div>
  );
}
