import { formatDate, type Statement } from "@kerf/core";
import { rupees } from "../../documents/invoice-format";
import { PrintButton } from "../../ui/print-button";
import { PhoneStatement } from "../payments/phone-statement";
import { StatementSheet } from "../payments/statement-sheet";
import { NotReady, Pages, usePublic } from "./public-document-frame";

/**
 * /s/<token>: the statement of account a payment reminder links to (issue 31), for the customer, without
 * a session: what they owe as of today, each invoice and payment with the running balance.
 */
export function PublicStatementPage({ token }: { token: string }) {
  const [state] = usePublic<Statement>(`statement/${encodeURIComponent(token)}`);
  if (state.status !== "ok") return <NotReady state={state} loading="Loading the statement" />;
  const s = state.data;
  const date = (iso: string) => formatDate(iso, "DD-MM-YYYY");
  return (
    <div className="min-h-dvh bg-slate-100 print:bg-white">
      <header className="border-b border-slate-200 bg-white px-4 py-3 print:hidden">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3">
          <div className="min-w-0">
            <p className="text-xs text-slate-500">{s.company.name}</p>
            <h1 className="text-lg font-semibold text-slate-900">Statement of account · {s.customerName}</h1>
            <p className="text-sm text-slate-600">
              To pay {rupees(s.closing)}
              {s.overdue !== "0.00" && <> · overdue {rupees(s.overdue)}</>}
            </p>
          </div>
          <PrintButton className="ml-auto" size="sm" />
        </div>
      </header>
      <main className="py-6 print:p-0">
        <Pages company={s.company.name} width={720} phone={<PhoneStatement statement={s} date={date} />}>
          <StatementSheet statement={s} date={date} />
        </Pages>
      </main>
    </div>
  );
}
