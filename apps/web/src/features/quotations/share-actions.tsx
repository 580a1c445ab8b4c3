import { shareMessage, whatsAppLink } from "@kerf/core";
import { useState } from "react";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { Button } from "../../ui/button";

export type SharedDocument = {
  document: "Quotation" | "Invoice";
  company: string;
  number: string;
  payable: string;
  phone: string | undefined;
};

/**
 * Share, Send on WhatsApp, Send by e-mail and Revoke for a quotation or an invoice. Only a hash of a
 * link is stored, so the link is shown once, when made; WhatsApp and e-mail use the link made here (or
 * make one).
 */
export function ShareActions(props: {
  doc: SharedDocument;
  share: () => Promise<{ url: string }>;
  revoke: () => Promise<unknown>;
  mail: (token: string | undefined) => Promise<{ to: string; url: string }>;
  onChanged?: () => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const run = async <T,>(what: string, work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(what);
    try {
      return await work();
    } catch (error) {
      toastError(serverMessage(error));
      return undefined;
    } finally {
      setBusy(null);
      props.onChanged?.();
    }
  };
  const link = async () => url ?? (await run("share", props.share))?.url ?? null;
  const tokenOf = (u: string | null) => u?.split("/").pop();

  const onShare = async () => {
    const made = await run("share", props.share);
    if (!made) return;
    setUrl(made.url);
    await navigator.clipboard?.writeText(made.url).catch(() => undefined);
    toastSuccess("Link made and copied");
  };
  const onWhatsApp = async () => {
    // Opened at once (a pop-up must come from the click), then pointed at wa.me once the link is known.
    const tab = window.open("", "_blank");
    const shared = await link();
    if (!shared) return tab?.close();
    setUrl(shared);
    const href = whatsAppLink(props.doc.phone ?? "", shareMessage({ ...props.doc, url: shared }));
    if (!href) {
      tab?.close();
      toastError("The customer has no mobile number: add one to the order");
      return;
    }
    if (tab) tab.location.href = href;
    else window.location.href = href;
  };
  const onMail = async () => {
    const sent = await run("mail", () => props.mail(tokenOf(url)));
    if (sent) {
      setUrl(sent.url);
      toastSuccess(`${props.doc.document} queued to ${sent.to}`);
    }
  };
  const onRevoke = async () => {
    if ((await run("revoke", props.revoke)) !== undefined) {
      setUrl(null);
      toastSuccess("Link revoked");
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" loading={busy === "share"} onClick={onShare}>
        Share
      </Button>
      <Button size="sm" variant="secondary" onClick={onWhatsApp}>
        Send on WhatsApp
      </Button>
      <Button size="sm" variant="secondary" loading={busy === "mail"} onClick={onMail}>
        Send by e-mail
      </Button>
      <Button
        size="sm"
        variant="ghost"
        loading={busy === "revoke"}
        onClick={onRevoke}
        className="text-red-700"
      >
        Revoke link
      </Button>
      {url && (
        <input
          readOnly
          aria-label="Share link"
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="h-8 w-96 rounded-md bg-slate-50 px-2 text-xs text-slate-700 ring-1 ring-slate-300"
        />
      )}
    </div>
  );
}
