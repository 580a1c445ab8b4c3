import { formatDate, type InvoiceRecord } from "@kerf/core";
import type { ReactNode } from "react";
import { cx } from "../lib/cx";
import type { PageInfo } from "./paged-document";

/** A document as printed: an invoice's record (a quotation is printed as one), with the company's logo. */
export type PrintedRecord = InvoiceRecord & { logo?: string | null };

// Blocks the three printed documents share. Sizes are in px, not rem: a printed page is a fixed box.

export function invoiceDate(invoice: InvoiceRecord): string {
  return formatDate(invoice.date, invoice.snapshot.dateFormat);
}

/** The seller: name, address, GSTIN and state, phone and e-mail. */
export function CompanyBlock({
  invoice,
  compact = false,
  logo,
}: {
  invoice: InvoiceRecord;
  compact?: boolean;
  /** The company's logo (a data URL), beside its name. */
  logo?: string | null;
}) {
  return <CompanyDetails company={invoice.snapshot.company} compact={compact} logo={logo} />;
}

/** The seller's block from a snapshot's company: what a credit note or receipt prints as the invoice does. */
export function CompanyDetails({
  company,
  compact = false,
  logo,
}: {
  company: InvoiceRecord["snapshot"]["company"];
  compact?: boolean;
  logo?: string | null;
}) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      {logo && <img src={logo} alt="" className="max-h-[64px] max-w-[120px] shrink-0 object-contain" />}
      <CompanyText company={company} compact={compact} />
    </div>
  );
}

function CompanyText({
  company,
  compact,
}: {
  company: InvoiceRecord["snapshot"]["company"];
  compact: boolean;
}) {
  return (
    <div className="min-w-0">
      <p
        className={cx(
          "font-bold uppercase leading-tight tracking-wide text-slate-900",
          compact ? "text-[17px]" : "text-[20px]",
        )}
      >
        {company.name}
      </p>
      <p className="mt-0.5 whitespace-pre-line text-slate-700">{company.address}</p>
      {(company.city || company.pinCode) && (
        <p className="text-slate-700">{[company.city, company.pinCode].filter(Boolean).join(" – ")}</p>
      )}
      <p className="text-slate-700">
        {company.gstNo ? (
          <>
            GSTIN <span className="font-semibold text-slate-900">{company.gstNo}</span>
          </>
        ) : (
          "Not registered under GST"
        )}
        {company.stateName && (
          <>
            {" "}
            · State {company.stateName} ({company.stateCode})
          </>
        )}
      </p>
      <p className="text-slate-700">
        {[company.phone && `Phone ${company.phone}`, company.email].filter(Boolean).join(" · ")}
      </p>
    </div>
  );
}

/** The document's name, large and spaced, with a line under it. */
export function DocumentTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="text-right">
      {/* Little letter-spacing: a PDF's text must still read as words ("TAX INVOICE", not "T A X"). */}
      <p className="text-[19px] font-bold tracking-[0.04em] text-brand-800">{title}</p>
      {subtitle && (
        <p className="text-[9px] font-medium uppercase tracking-wider text-slate-500">{subtitle}</p>
      )}
    </div>
  );
}

/** Label and value pairs, labels muted: the invoice number, date, place of supply … */
export function Facts({
  items,
  className,
}: {
  items: [label: string, value: ReactNode][];
  className?: string;
}) {
  return (
    <dl className={cx("grid grid-cols-[auto_1fr] gap-x-3 gap-y-px", className)}>
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled box in a band of boxes: "Bill to", "Ship to", "Consignee". */
export function Panel({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx("min-w-0 px-3 py-1.5", className)}>
      <p className="text-[9px] font-semibold uppercase tracking-wider text-brand-800">{title}</p>
      {children}
    </div>
  );
}

/**
 * The short header of a continued page: which document, its number, date and customer, and the page,
 * on one band, so a long invoice spends its pages on lines (the full header is on page 1 only).
 */
export function ContinuedHeader({
  invoice,
  title,
  page,
}: {
  invoice: InvoiceRecord;
  title: string;
  page: PageInfo;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b-2 border-brand-700 pb-1">
      <p className="text-[13px] font-bold tracking-[0.04em] text-brand-800">
        {title} <span className="text-[10px] font-medium tracking-normal text-slate-500">(continued)</span>
      </p>
      <p className="text-slate-700">
        No <span className="font-semibold text-slate-900">{invoice.number}</span> · Date{" "}
        <span className="font-semibold text-slate-900">{invoiceDate(invoice)}</span> · Customer{" "}
        <span className="font-semibold text-slate-900">{invoice.snapshot.header.customer_name}</span>
      </p>
      <p className="font-semibold text-slate-900">
        Page {page.number} of {page.count}
      </p>
    </div>
  );
}

/** A thin band of the page's footer: what the page belongs to and where it stands. */
export function DocumentFooter({
  invoice,
  page,
  note,
}: {
  invoice: InvoiceRecord;
  page: PageInfo;
  note: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4 border-t border-slate-300 pt-1 text-[9px] text-slate-500">
      <span>
        {invoice.number} · {invoice.snapshot.header.customer_name}
      </span>
      <span>{note}</span>
      <span className="font-medium text-slate-600">
        Page {page.number} of {page.count}
        {!page.isLast && " · continued overleaf"}
      </span>
    </div>
  );
}

/** Across every page of a cancelled invoice's documents: it must never pass for a live one. */
export function CancelledStamp({ invoice }: { invoice: InvoiceRecord }) {
  if (invoice.status !== "cancelled") return null;
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <div className="-rotate-[16deg] rounded-xl border-[6px] border-red-600/60 px-10 py-1 text-center text-red-600/55">
        <p className="text-[84px] font-black leading-none tracking-[0.06em]">CANCELLED</p>
        {invoice.cancelledAt && (
          <p className="pb-1 text-[15px] font-bold tracking-[0.1em]">
            ON {formatDate(invoice.cancelledAt, invoice.snapshot.dateFormat)}
          </p>
        )}
      </div>
    </div>
  );
}

/** A signature line with its caption under it. */
export function SignatureLine({ caption, className }: { caption: string; className?: string }) {
  return (
    <div
      className={cx("border-t border-slate-500 pt-0.5 text-center text-[9.5px] text-slate-600", className)}
    >
      {caption}
    </div>
  );
}

/**
 * A party in a document's head panel (bill to, ship to, the credit note's recipient): the name, the
 * address, its city and PIN when known, and with `contact` the GSTIN and phone line.
 */
export function PartyLines({
  name,
  address,
  city,
  pin,
  state,
  contact,
}: {
  name: string;
  address: string;
  city?: string;
  pin?: string;
  /** "Maharashtra (27)": an unregistered recipient's state and code (CGST Rules, rule 46(f)). */
  state?: string | undefined;
  contact?: { gstNo?: string; phone?: string };
}) {
  const place = [[city, pin].filter(Boolean).join(" – "), state].filter(Boolean).join(" · ");
  return (
    <>
      <p className="text-[12px] font-semibold text-slate-900">{name}</p>
      <p className="whitespace-pre-line text-slate-700">{address}</p>
      {place && <p className="text-slate-700">{place}</p>}
      {contact && (
        <p className="text-slate-700">
          {contact.gstNo && (
            <>
              GSTIN <span className="font-semibold text-slate-900">{contact.gstNo}</span>
            </>
          )}
          {contact.gstNo && contact.phone && " · "}
          {contact.phone && `Phone ${contact.phone}`}
        </p>
      )}
    </>
  );
}
