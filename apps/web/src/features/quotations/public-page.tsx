import {
  formatDate,
  formatIndian,
  type PublicInvoice,
  type PublicQuotation,
  QUOTE_MESSAGES,
} from "@kerf/core";
import { type FormEvent, useState } from "react";
import { Button } from "../../ui/button";
import { TaxInvoice } from "../invoices/tax-invoice";
import { UpiPayBlock } from "../payments/upi-pay-block";
import { PhoneDocument } from "./phone-document";
import { callPublic, DocumentPage, NotReady, Pages, usePublic } from "./public-document-frame";
import { QuotationDocument } from "./quotation-document";

const rupees = (v: string) => `₹${formatIndian(v)}`;

/** /q/<token>: the quotation, its PDF, and Accept / Ask for changes, for anyone holding the link. */
export function PublicQuotePage({ token }: { token: string }) {
  const [state, setState] = usePublic<PublicQuotation>(`quote/${encodeURIComponent(token)}`);
  if (state.status !== "ok") return <NotReady state={state} loading="Loading the quotation" />;
  const q = state.data;
  const date = (iso: string) => formatDate(iso, q.snapshot.dateFormat);
  return (
    <DocumentPage
      company={q.snapshot.company.name}
      title={
        <>
          Quotation {q.number}{" "}
          <span className="text-sm font-normal text-slate-500">revision {q.revision}</span>
        </>
      }
      figures={
        <>
          Total <span className="font-semibold text-slate-900">{rupees(q.payable)}</span> · valid until{" "}
          {date(q.validUntil)} · <span data-testid="quote-state">{q.state}</span>
        </>
      }
      pdfUrl={q.pdfUrl}
    >
      <div className="mx-auto max-w-5xl px-4 py-4">
        <Answer
          quotation={q}
          token={token}
          onAnswered={(data) => setState({ status: "ok", data })}
          date={date}
        />
      </div>
      <Pages
        company={q.snapshot.company.name}
        phone={<PhoneDocument snapshot={q.snapshot} kind={`Quotation ${q.number}`} />}
      >
        <QuotationDocument quotation={q} />
      </Pages>
    </DocumentPage>
  );
}

function Answer({
  quotation,
  token,
  onAnswered,
  date,
}: {
  quotation: PublicQuotation;
  token: string;
  onAnswered: (q: PublicQuotation) => void;
  date: (iso: string) => string;
}) {
  const [name, setName] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"accept" | "changes" | null>(null);
  if (quotation.accepted) {
    const a = quotation.accepted;
    return (
      <p
        role="status"
        className="rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200"
      >
        Accepted by {a.name} on {date(a.at)} (revision {a.revision}). Thank you!
      </p>
    );
  }
  if (quotation.state === "Invoiced" || quotation.state === "Paid") {
    return (
      <p role="status" className="rounded-md bg-white px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
        {QUOTE_MESSAGES.invoiced}
      </p>
    );
  }
  const send = async (kind: "accept" | "changes", event?: FormEvent) => {
    event?.preventDefault();
    setBusy(kind);
    setError(null);
    const r = await callPublic<PublicQuotation>(`quote/${encodeURIComponent(token)}/${kind}`, {
      name,
      note,
      revision: quotation.revision,
    });
    setBusy(null);
    if (r.ok) onAnswered(r.data);
    else setError(r.message);
  };
  return (
    <form
      onSubmit={(e) => send("accept", e)}
      className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      {quotation.state === "Changes requested" && (
        <p className="w-full text-sm text-amber-800">
          You asked for changes: the shop will send a new revision.
        </p>
      )}
      <label className="flex flex-col gap-1 text-sm text-slate-700">
        Your name
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={120}
          className="h-9 w-56 rounded-md px-3 ring-1 ring-slate-300"
        />
      </label>
      <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm text-slate-700">
        Note (optional to accept)
        <input
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={1000}
          className="h-9 rounded-md px-3 ring-1 ring-slate-300"
        />
      </label>
      <Button type="submit" loading={busy === "accept"}>
        Accept
      </Button>
      <Button variant="secondary" loading={busy === "changes"} onClick={() => send("changes")}>
        Ask for changes
      </Button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** /i/<token>: the invoice and its PDF. */
export function PublicInvoicePage({ token }: { token: string }) {
  const [state] = usePublic<PublicInvoice>(`invoice/${encodeURIComponent(token)}`);
  if (state.status !== "ok") return <NotReady state={state} loading="Loading the invoice" />;
  const inv = state.data;
  return (
    <DocumentPage
      company={inv.snapshot.company.name}
      title={`Invoice ${inv.number}`}
      figures={
        <>
          Payable {rupees(inv.payable)}
          {inv.status === "issued" && <> · Balance due {rupees(inv.balance)}</>}
        </>
      }
      actions={
        inv.upiUri && (
          <div className="flex items-center gap-2">
            <UpiPayBlock invoice={inv} uri={inv.upiUri} size={112} />
            {/* On a phone the link opens its UPI app with the amount filled in. */}
            <a
              href={inv.upiUri}
              className="inline-flex h-9 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-800"
            >
              Pay with a UPI app
            </a>
          </div>
        )
      }
      pdfUrl={inv.pdfUrl}
    >
      <div className="py-4">
        <Pages
          company={inv.snapshot.company.name}
          phone={<PhoneDocument snapshot={inv.snapshot} kind={`Invoice ${inv.number}`} />}
        >
          <TaxInvoice
            invoice={{
              ...inv,
              _id: "00000000-0000-4000-8000-000000000000",
              id: "00000000-0000-4000-8000-000000000000",
              customerId: null,
            }}
          />
        </Pages>
      </div>
    </DocumentPage>
  );
}
