import {
  describeOperations,
  type InvoiceItemLine,
  type InvoiceLine,
  type InvoiceRecord,
  type Unit,
} from "@kerf/core";
import type { ReactNode } from "react";
import { DocumentTitle, Facts, invoiceDate, SignatureLine } from "../../documents/document-parts";
import { WORKER_SHEET_PAGE } from "../../documents/document-sizes";
import {
  chargeableSize,
  extrasText,
  money,
  printedSize,
  totalArea,
  totalPieces,
} from "../../documents/invoice-format";
import { PrintedTable } from "../../documents/printed-table";
import { EdgeSelectionDrawing, edgeSidesText } from "../settings/edge-selection-drawing";
import { CutPlanPages } from "./cut-plan-pages";
import { InvoiceDocument } from "./invoice-document";

/**
 * The cutting floor's copy: each piece's size (as typed and as charged), quantity, material, edge
 * selection drawn with its profile and extras, and a box to tick. No price appears on it anywhere.
 * 720 x 1064 px, portrait.
 */
export function WorkerSheet({ invoice }: { invoice: InvoiceRecord }) {
  return (
    <>
      <InvoiceDocument
        invoice={invoice}
        size={WORKER_SHEET_PAGE}
        padding={26}
        textClassName="text-[11px]"
        title="WORKER SHEET"
        header={<WorkerHeader invoice={invoice} />}
        table={(rows) => <PiecesTable>{rows}</PiecesTable>}
        row={(line, unit) => <PieceRow key={line.n} line={line} unit={unit} />}
        itemRow={(line, n) => (line.isService ? null : <GoodsRow key={`item-${n}`} line={line} n={n} />)}
        closing={<WorkerClosing />}
        note="Worker sheet · no prices"
      />
      <CutPlanPages invoice={invoice} size={WORKER_SHEET_PAGE} />
    </>
  );
}

function WorkerHeader({ invoice }: { invoice: InvoiceRecord }) {
  const { company, header, lines } = invoice.snapshot;
  return (
    <div className="rounded-sm border border-slate-400">
      <div className="flex items-start justify-between gap-4 border-b-2 border-brand-700 px-3 py-2">
        <div className="min-w-0">
          <p className="text-[16px] font-bold uppercase leading-tight tracking-wide">{company.name}</p>
          <p className="text-slate-600">Cutting and edge work</p>
        </div>
        <DocumentTitle title="WORKER SHEET" subtitle="For the cutting floor" />
      </div>
      <div className="grid grid-cols-[1.1fr_1fr] gap-4 px-3 py-1.5">
        <Facts
          items={[
            ["Invoice No", invoice.number],
            ["Date", invoiceDate(invoice)],
            ["Customer", header.customer_name],
          ]}
        />
        <Facts
          items={[
            ["Lines", lines.length],
            ["Pieces", totalPieces(lines)],
            ["Total area", `${money(totalArea(invoice.snapshot))} sq ft`],
          ]}
        />
      </div>
    </div>
  );
}

function PiecesTable({ children }: { children: ReactNode }) {
  return (
    <PrintedTable
      widths={["w-[24px]", "", "w-[104px]", "w-[38px]", "w-[200px]", "w-[84px]", "w-[38px]"]}
      headClassName="[&>th]:px-1.5 [&>th]:py-1.5 [&>th]:text-left"
      head={
        <>
          <th>#</th>
          <th>Material and size</th>
          <th>Chargeable</th>
          <th className="text-right!">Qty</th>
          <th>Edge</th>
          <th>Extras</th>
          <th className="text-center!">Done</th>
        </>
      }
    >
      {children}
    </PrintedTable>
  );
}

function PieceRow({ line, unit }: { line: InvoiceLine; unit: Unit }) {
  const extras = extrasText(line);
  return (
    <tr className="align-middle [&>td]:border-b [&>td]:border-slate-300 [&>td]:px-1.5 [&>td]:py-1">
      <td className="text-slate-500">{line.n}</td>
      <td>
        <span className="block font-semibold text-slate-900">{line.materialType}</span>
        <span className="text-[13px] font-bold tracking-wide text-slate-900">{printedSize(line, unit)}</span>
        {line.operations && line.operations.length > 0 && (
          // Counts per piece and sizes: what the floor drills and cuts out, never what it costs.
          <span className="block break-words text-[10px] font-semibold text-slate-900">
            {describeOperations(line.operations)}
          </span>
        )}
        {line.note && (
          <span className="block break-words text-[10px] font-medium text-slate-800">Note: {line.note}</span>
        )}
      </td>
      <td className="text-slate-700">{chargeableSize(line)}</td>
      <td className="text-right text-[13px] font-bold">{line.quantity}</td>
      <td>
        {line.edgeSides ? (
          <div className="flex items-center gap-2">
            <EdgeSelectionDrawing
              lengths={line.edgeSides.lengths}
              widths={line.edgeSides.widths}
              title={line.edgeSelectionLabel ?? undefined}
              className="w-14 [&_rect]:stroke-slate-500"
            />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{line.edgeSelectionLabel}</p>
              <p className="text-[10px] text-slate-600">
                {edgeSidesText(line.edgeSides.lengths, line.edgeSides.widths)}
              </p>
              {line.edgeProfile && <p className="text-[10px] text-slate-800">{line.edgeProfile}</p>}
            </div>
          </div>
        ) : (
          <span className="text-slate-500">Plain cut, no edge work</span>
        )}
      </td>
      <td className="text-[10px] text-slate-700">{extras ? `${extras} in` : "—"}</td>
      <td>
        <span className="mx-auto block size-4 rounded-sm border-[1.5px] border-slate-500" />
      </td>
    </tr>
  );
}

/** A fitting to pack with the pieces (services are not the floor's): its name and quantity, never a price. */
function GoodsRow({ line, n }: { line: InvoiceItemLine; n: number }) {
  return (
    <tr
      data-item-line={line.name}
      className="align-middle [&>td]:border-b [&>td]:border-slate-300 [&>td]:px-1.5 [&>td]:py-1"
    >
      <td className="text-slate-500">{n}</td>
      <td colSpan={2}>
        <span className="font-semibold text-slate-900">{line.name}</span>
      </td>
      <td className="text-right text-[13px] font-bold">
        {line.quantity} <span className="text-[10px] font-medium">{line.unit}</span>
      </td>
      <td colSpan={2} className="text-[10px] text-slate-600">
        Fitting, to pack with the pieces
      </td>
      <td>
        <span className="mx-auto block size-4 rounded-sm border-[1.5px] border-slate-500" />
      </td>
    </tr>
  );
}

function WorkerClosing() {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-6">
      <div className="rounded-sm border border-slate-400 px-3 py-1.5">
        <p className="text-[9px] font-semibold uppercase tracking-wider text-brand-800">Notes</p>
        <div className="mt-5 border-b border-dashed border-slate-400" />
        <div className="mt-5 border-b border-dashed border-slate-400" />
      </div>
      <div className="flex w-[300px] items-end gap-6 pb-1">
        <SignatureLine caption="Cut by" className="flex-1" />
        <SignatureLine caption="Checked by" className="flex-1" />
      </div>
    </div>
  );
}
