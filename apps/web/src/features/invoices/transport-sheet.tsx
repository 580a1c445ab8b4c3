import type { InvoiceItemLine, InvoiceLine, InvoiceRecord, Unit } from "@kerf/core";
import type { ReactNode } from "react";
import { CompanyBlock, DocumentTitle, Facts, invoiceDate, Panel } from "../../documents/document-parts";
import { TRANSPORT_SHEET_PAGE } from "../../documents/document-sizes";
import { edgeText, money, printedSize, totalArea, totalPieces } from "../../documents/invoice-format";
import { PrintedTable } from "../../documents/printed-table";
import { InvoiceDocument } from "./invoice-document";

/**
 * What travels with the goods: the customer, where to deliver, each piece with its quantity and area,
 * the total area, and boxes for the people who hand the load over to sign. 1082 x 720 px, landscape.
 */
export function TransportSheet({ invoice }: { invoice: InvoiceRecord }) {
  return (
    <InvoiceDocument
      invoice={invoice}
      size={TRANSPORT_SHEET_PAGE}
      padding={24}
      textClassName="text-[11px]"
      title="TRANSPORT SHEET"
      header={<TransportHeader invoice={invoice} />}
      table={(rows) => <LoadTable>{rows}</LoadTable>}
      row={(line, unit) => <LoadRow key={line.n} line={line} unit={unit} />}
      itemRow={(line, n) => (line.isService ? null : <GoodsLoadRow key={`item-${n}`} line={line} n={n} />)}
      closing={<TransportClosing invoice={invoice} />}
      note="Transport sheet"
    />
  );
}

const MODE_LABEL = { road: "Road", rail: "Rail", air: "Air", ship: "Ship" } as const;

/**
 * The e-way bill's transport details, when entered: mode and distance (Part-A only: the transporter
 * adds the vehicle), the transporter's document by rail, air or ship, the transporter.
 */
function transportFacts(invoice: InvoiceRecord): [string, ReactNode][] {
  const t = invoice.transport;
  if (!t) return [];
  const mode = t.mode ? MODE_LABEL[t.mode] : "Part-A only";
  return [
    ["Mode", `${mode}${t.vehicleType === "odc" ? " (over-dimensional)" : ""} · ${t.distanceKm} km`],
    ...(t.transDocNo
      ? ([["Transport doc", `${t.transDocNo}${t.transDocDate ? ` of ${t.transDocDate}` : ""}`]] as [
          string,
          ReactNode,
        ][])
      : []),
    ...(t.transporterName || t.transporterId
      ? ([["Transporter", [t.transporterName, t.transporterId].filter(Boolean).join(" · ")]] as [
          string,
          ReactNode,
        ][])
      : []),
  ];
}

function TransportHeader({ invoice }: { invoice: InvoiceRecord }) {
  const { header } = invoice.snapshot;
  return (
    <div className="rounded-sm border border-slate-400">
      <div className="flex items-start justify-between gap-6 border-b-2 border-brand-700 px-3 py-2">
        <CompanyBlock invoice={invoice} compact />
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <DocumentTitle title="TRANSPORT SHEET" subtitle="Goods in transit" />
          <Facts
            items={[
              ["Invoice No", invoice.number],
              ["Invoice date", invoiceDate(invoice)],
              ["Vehicle No", invoice.transport?.vehicleNo ?? <BlankLine key="vehicle" />],
              ...transportFacts(invoice),
            ]}
          />
        </div>
      </div>
      <div className="grid grid-cols-[1fr_1.6fr] divide-x divide-slate-300">
        <Panel title="Customer">
          <p className="text-[13px] font-semibold text-slate-900">{header.customer_name}</p>
          {header.phone_no && <p className="text-slate-700">Phone {header.phone_no}</p>}
        </Panel>
        <Panel title="Deliver to (shipping address)">
          <p className="whitespace-pre-line text-[12.5px] font-medium text-slate-900">
            {header.shipping_address}
          </p>
          {(header.shipping_city || header.shipping_pin) && (
            <p className="text-[12px] text-slate-800">
              {[header.shipping_city, header.shipping_pin].filter(Boolean).join(" – ")}
            </p>
          )}
        </Panel>
      </div>
    </div>
  );
}

function BlankLine() {
  return <span className="inline-block w-32 border-b border-slate-500">&nbsp;</span>;
}

const NUM = "text-right tabular-nums";

function LoadTable({ children }: { children: ReactNode }) {
  return (
    <PrintedTable
      widths={["w-[30px]", "", "w-[150px]", "w-[230px]", "w-[80px]", "w-[96px]", "w-[80px]"]}
      headClassName="[&>th]:px-2 [&>th]:py-1.5 [&>th]:text-left"
      head={
        <>
          <th>#</th>
          <th>Material</th>
          <th>Size</th>
          <th>Edge work</th>
          <th className="text-right!">Pieces</th>
          <th className="text-right!">Area sq ft</th>
          <th className="text-center!">Checked</th>
        </>
      }
    >
      {children}
    </PrintedTable>
  );
}

function LoadRow({ line, unit }: { line: InvoiceLine; unit: Unit }) {
  return (
    <tr className="align-top even:bg-slate-50/70 [&>td]:border-b [&>td]:border-slate-200 [&>td]:px-2 [&>td]:py-[3px]">
      <td className="text-slate-500">{line.n}</td>
      <td className="font-medium text-slate-900">{line.materialType}</td>
      <td>{printedSize(line, unit)}</td>
      <td className="text-slate-700">{edgeText(line) || "—"}</td>
      <td className={`${NUM} font-semibold`}>{line.quantity}</td>
      <td className={NUM}>{money(line.area)}</td>
      <td>
        <span className="mx-auto block size-3.5 rounded-sm border-[1.5px] border-slate-500" />
      </td>
    </tr>
  );
}

/** A fitting loaded with the pieces (a service is not loaded): its name and quantity. */
function GoodsLoadRow({ line, n }: { line: InvoiceItemLine; n: number }) {
  return (
    <tr
      data-item-line={line.name}
      className="align-top even:bg-slate-50/70 [&>td]:border-b [&>td]:border-slate-200 [&>td]:px-2 [&>td]:py-[3px]"
    >
      <td className="text-slate-500">{n}</td>
      <td className="font-medium text-slate-900">{line.name}</td>
      <td className="text-slate-700">{line.unit}</td>
      <td className="text-slate-700">—</td>
      <td className={`${NUM} font-semibold`}>{line.quantity}</td>
      <td className={NUM}>—</td>
      <td>
        <span className="mx-auto block size-3.5 rounded-sm border-[1.5px] border-slate-500" />
      </td>
    </tr>
  );
}

function TransportClosing({ invoice }: { invoice: InvoiceRecord }) {
  const { lines } = invoice.snapshot;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-end gap-8 rounded-sm bg-brand-50 px-3 py-1.5 text-[12px] text-brand-950 ring-1 ring-brand-200">
        <span>
          Lines <b>{lines.length}</b>
        </span>
        <span>
          Total pieces <b>{totalPieces(lines)}</b>
        </span>
        <span>
          Total area <b>{money(totalArea(invoice.snapshot))} sq ft</b>
        </span>
      </div>
      <div className="grid grid-cols-3 gap-4">
        <SignatureBox title="Prepared by" />
        <SignatureBox title="Driver" />
        <SignatureBox title="Received by" note="Received the above pieces in good condition." />
      </div>
    </div>
  );
}

function SignatureBox({ title, note }: { title: string; note?: string }) {
  return (
    <div className="rounded-sm border border-slate-400 px-3 pt-1.5 pb-2">
      <p className="text-[9px] font-semibold uppercase tracking-wider text-brand-800">{title}</p>
      <p className="h-3.5 text-[9px] text-slate-500">{note}</p>
      <div className="mt-1 grid grid-cols-[auto_1fr] items-end gap-x-2 gap-y-3.5 text-[10px] text-slate-600">
        <span>Name</span>
        <span className="border-b border-slate-400" />
        <span>Signature</span>
        <span className="h-6 border-b border-slate-400" />
        <span>Date</span>
        <span className="border-b border-slate-400" />
      </div>
    </div>
  );
}
