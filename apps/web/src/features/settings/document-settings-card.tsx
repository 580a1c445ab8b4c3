import {
  DOCUMENT_MESSAGES,
  type DocumentSettings,
  MAX_LOGO_BYTES,
  MAX_TERMS_LENGTH,
  MAX_VALIDITY_DAYS,
} from "@kerf/core";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { serverFieldErrors, serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { SettingsCard } from "./settings-card";

const FIELD =
  "rounded-md px-3 py-1.5 text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-500 outline-none";

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Settings, General: what the quotation and invoice print (logo, terms, validity) and the UPI details. */
export function DocumentSettingsCard() {
  const utils = trpc.useUtils();
  const query = trpc.sharing.documentSettings.get.useQuery();
  const save = trpc.sharing.documentSettings.save.useMutation();
  const [form, setForm] = useState<DocumentSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A file chosen but not saved is named, not drawn: the page shows only the server's re-encoded copy
  // (a file's header may claim a size the browser would take gigabytes to decode).
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    if (query.data) setForm(query.data);
  }, [query.data]);
  if (!form) return null;
  const set = (patch: Partial<DocumentSettings>) => setForm({ ...form, ...patch });

  const onLogo = async (file: File | undefined) => {
    if (!file) return;
    // The server checks the bytes; this only spares an upload that cannot pass.
    if (file.size > MAX_LOGO_BYTES) {
      setErrors({ logo: DOCUMENT_MESSAGES.logoTooLarge });
      return;
    }
    setErrors({});
    set({ logo: await readAsDataUrl(file) });
    setChosen(file.name);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync(form);
      utils.sharing.documentSettings.get.setData(undefined, saved);
      setForm(saved);
      setChosen(null);
      setErrors({});
      toastSuccess("Document settings saved");
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toastError(serverMessage(error));
    }
  };
  const error = (field: string) =>
    errors[field] && (
      <p role="alert" className="text-xs text-red-700">
        {errors[field]}
      </p>
    );

  return (
    <SettingsCard
      title="Quotations and invoices"
      description="Printed on every quotation (and the logo on invoices); the UPI details are for payments."
      className="mt-5"
    >
      <form
        onSubmit={onSubmit}
        className="grid max-w-3xl grid-cols-1 items-start gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[180px_1fr] sm:gap-y-3"
      >
        <span className="pt-1.5 text-slate-700">Logo (PNG or JPEG, up to 500 KB)</span>
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-3">
            {chosen ? (
              <span className="max-w-48 truncate text-xs text-slate-600" data-testid="logo-chosen">
                {chosen}: shown once saved
              </span>
            ) : (
              form.logo && <img src={form.logo} alt="Company logo" className="h-12 max-w-32 object-contain" />
            )}
            <input
              type="file"
              accept="image/png,image/jpeg"
              aria-label="Logo"
              onChange={(e) => void onLogo(e.target.files?.[0])}
              className="max-w-full text-xs"
            />
            {form.logo && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  set({ logo: null });
                  setChosen(null);
                }}
              >
                Remove
              </Button>
            )}
          </div>
          {error("logo")}
        </div>
        <LabelledRow
          id="doc-validity"
          label="Quotation valid for (days)"
          error={error("quotationValidityDays")}
        >
          <input
            id="doc-validity"
            type="number"
            min={1}
            max={MAX_VALIDITY_DAYS}
            value={form.quotationValidityDays}
            onChange={(e) => set({ quotationValidityDays: Number(e.target.value) })}
            className={`${FIELD} w-24`}
          />
        </LabelledRow>
        <LabelledRow id="doc-terms" label="Terms" error={error("terms")}>
          <textarea
            id="doc-terms"
            rows={3}
            maxLength={MAX_TERMS_LENGTH}
            value={form.terms}
            onChange={(e) => set({ terms: e.target.value })}
            className={`${FIELD} w-full`}
            placeholder="50% advance with the order, balance on delivery."
          />
        </LabelledRow>
        <LabelledRow id="doc-upi" label="UPI ID" error={error("upiId")}>
          <input
            id="doc-upi"
            value={form.upiId ?? ""}
            onChange={(e) => set({ upiId: e.target.value })}
            placeholder="shopname@okbank"
            className={`${FIELD} w-64 max-w-full`}
          />
        </LabelledRow>
        <LabelledRow id="doc-payee" label="Payee name" error={error("payeeName")}>
          <input
            id="doc-payee"
            value={form.payeeName ?? ""}
            onChange={(e) => set({ payeeName: e.target.value })}
            className={`${FIELD} w-64 max-w-full`}
          />
        </LabelledRow>
        <span />
        <div>
          <Button type="submit" loading={save.isPending}>
            Save document settings
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

/** A row of the card's two-column grid: the label, then the field with its message under it. */
function LabelledRow({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className="pt-1.5 text-slate-700">
        {label}
      </label>
      <div>
        {children}
        {error}
      </div>
    </>
  );
}
