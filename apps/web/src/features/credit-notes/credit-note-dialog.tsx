import { type InvoiceLine, MAX_CREDIT_REASON, routes } from "@kerf/core";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { money, trimZeros } from "../../documents/invoice-format";
import { cx } from "../../lib/cx";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";
import { SelectField } from "../../ui/select-field";
import { Spinner } from "../../ui/spinner";
import { TextField } from "../../ui/text-field";
import { ItemPicker } from "./credit-item-picker";
import {
  type CreditMode,
  type CreditNoteFormValues,
  creditNoteResolver,
  requestOf,
} from "./credit-note-form";
import { CreditNoteList } from "./credit-note-list";

export type CreditNoteDialogProps = {
  /** The invoice to credit; null keeps the dialog closed. */
  invoice: { id: string; number: string } | null;
  onClose: () => void;
};

const MODES: { mode: CreditMode; label: string }[] = [
  { mode: "full", label: "Whole invoice" },
  { mode: "lines", label: "Chosen lines" },
  { mode: "amount", label: "Amount at a rate" },
];

/**
 * 'Credit note': the invoice's notes so far and what is left to credit, and a new note for the whole
 * invoice, chosen lines or an amount at one of its GST rates, with the reason. Checked with the shared
 * schema; the server's figures are the note's. A note issued opens its printed page.
 */
export function CreditNoteDialog({ invoice, onClose }: CreditNoteDialogProps) {
  const formId = useId();
  const [, navigate] = useLocation();
  const [shown, setShown] = useState(invoice);
  // The title keeps its invoice while the dialog fades out.
  if (invoice && invoice.id !== shown?.id) setShown(invoice);
  const id = shown?.id ?? "";
  const open = invoice !== null;
  const full = trpc.invoices.get.useQuery({ id }, { enabled: open, staleTime: 60_000 });
  const notes = trpc.creditNotes.list.useQuery({ invoiceId: id }, { enabled: open });
  const utils = trpc.useUtils();
  const issue = trpc.creditNotes.issue.useMutation();
  const [mode, setMode] = useState<CreditMode>("full");
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const { control, handleSubmit, reset } = useForm<CreditNoteFormValues>({
    resolver: creditNoteResolver(() => modeRef.current),
    mode: "onTouched",
    defaultValues: { invoiceId: id, reason: "", lines: [], items: [], amount: "", rate: "" },
  });

  const lines = full.data?.snapshot.lines ?? [];
  const itemLines = full.data?.snapshot.itemLines ?? [];
  // Each item line is at its own GST rate (pricing.md): an amount may be credited at any of them.
  const rates = [...new Set([...lines, ...itemLines].map((line) => trimZeros(line.gstRate)))].sort(
    (a, b) => Number(a) - Number(b),
  );
  const singleRate = rates.length === 1 ? rates[0]! : "";
  const credited = new Set((notes.data?.notes ?? []).flatMap((note) => note.lines));

  // Each opening starts blank, for the invoice opened; a single rate is chosen for the user.
  useEffect(() => {
    if (!open) return;
    setMode("full");
    reset({ invoiceId: id, reason: "", lines: [], items: [], amount: "", rate: singleRate });
  }, [open, id, reset, singleRate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const note = await issue.mutateAsync(requestOf(values, mode));
      // The invoice's balance and payment status count its credit notes.
      await Promise.all([
        utils.creditNotes.list.invalidate({ invoiceId: id }),
        utils.invoices.invalidate(),
        utils.payments.invalidate(),
      ]);
      toastSuccess(`Credit note ${note.number} issued`);
      onClose();
      navigate(routes.creditNote(note.id));
    } catch (error) {
      toastError(serverMessage(error));
    }
  });

  return (
    <Modal
      open={open}
      onClose={issue.isPending ? () => {} : onClose}
      title={`Credit note for ${shown?.number ?? ""}`}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={issue.isPending}>
            Close
          </Button>
          <Button type="submit" form={formId} loading={issue.isPending} disabled={!full.data}>
            Issue credit note
          </Button>
        </>
      }
    >
      {full.isPending || notes.isPending ? (
        <Spinner label="Loading the invoice" />
      ) : (
        <div className="grid gap-4">
          {notes.data && <CreditNoteList credit={notes.data} payable={full.data?.payable ?? "0.00"} />}
          <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-3">
            <fieldset className="flex gap-1 rounded-lg bg-slate-100 p-0.5" aria-label="What to credit">
              {MODES.map((m) => (
                <label
                  key={m.mode}
                  className={cx(
                    "flex flex-1 cursor-pointer items-center justify-center rounded-md px-2 py-1.5 text-xs font-medium",
                    "has-focus-visible:outline-2 has-focus-visible:outline-brand-600",
                    mode === m.mode
                      ? "bg-white text-brand-800 shadow-sm ring-1 ring-slate-200"
                      : "text-slate-600",
                  )}
                >
                  <input
                    type="radio"
                    name="credit-mode"
                    value={m.mode}
                    checked={mode === m.mode}
                    // The dialog opens on the choice of what to credit: arrows move it, Tab goes on.
                    autoFocus={mode === m.mode}
                    onChange={() => setMode(m.mode)}
                    className="sr-only"
                  />
                  {m.label}
                </label>
              ))}
            </fieldset>
            {mode === "full" && (
              <p className="text-sm text-slate-700">
                Credits every line and the round-off: the note clears the payable{" "}
                {money(full.data?.payable ?? "0.00")}.
              </p>
            )}
            {mode === "lines" && (
              <Controller
                name="lines"
                control={control}
                render={({ field, fieldState }) => (
                  <LinePicker
                    lines={lines}
                    credited={credited}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
            {mode === "lines" && itemLines.length > 0 && (
              <Controller
                name="items"
                control={control}
                render={({ field, fieldState }) => (
                  <ItemPicker
                    items={itemLines}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
            {mode === "amount" && (
              <div className="grid grid-cols-2 gap-4">
                <TextField
                  control={control}
                  name="amount"
                  label="Taxable value (₹)"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                />
                <SelectField
                  control={control}
                  name="rate"
                  label="GST rate"
                  placeholder={rates.length > 1 ? "Choose a rate" : undefined}
                  options={rates.map((rate) => ({ value: rate, label: `${rate}%` }))}
                />
              </div>
            )}
            <TextField
              control={control}
              name="reason"
              label="Reason"
              multiline
              rows={2}
              maxLength={MAX_CREDIT_REASON}
              placeholder="Why the invoice is corrected (printed on the note)"
            />
          </form>
        </div>
      )}
    </Modal>
  );
}

function LinePicker({
  lines,
  credited,
  value,
  onChange,
  error,
}: {
  lines: InvoiceLine[];
  credited: Set<number>;
  value: number[];
  onChange: (lines: number[]) => void;
  error?: string;
}) {
  const toggle = (n: number) =>
    onChange(value.includes(n) ? value.filter((x) => x !== n) : [...value, n].sort((a, b) => a - b));
  return (
    <div className="grid gap-1">
      <fieldset
        aria-label="Lines to credit"
        className="max-h-56 overflow-auto rounded-md border border-slate-200"
      >
        {lines.map((line) => {
          const done = credited.has(line.n);
          return (
            <label
              key={line.n}
              className={cx(
                "flex items-center gap-3 border-b border-slate-100 px-3 py-1.5 text-sm last:border-b-0",
                done ? "text-slate-500" : "cursor-pointer hover:bg-brand-50/50",
              )}
            >
              <input
                type="checkbox"
                checked={value.includes(line.n)}
                disabled={done}
                onChange={() => toggle(line.n)}
                aria-label={`Line ${line.n}`}
              />
              <span className="w-6 tabular-nums text-slate-500">{line.n}</span>
              <span className="min-w-0 flex-1 truncate">{line.description}</span>
              <span className="tabular-nums">{done ? "credited" : money(line.total)}</span>
            </label>
          );
        })}
      </fieldset>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
