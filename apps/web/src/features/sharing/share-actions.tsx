import { QUOTE_MESSAGES, shareMessage, whatsAppLink } from "@kerf/core";
import { useState } from "react";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { MailDialog } from "./mail-dialog";

export type SharedDocument = {
  document: "Quotation" | "Invoice" | "Statement";
  company: string;
  number: string;
  payable: string;
  phone: string | undefined;
  /** The customer's e-mail on the order or invoice: what 'Send by e-mail' offers first. */
  email: string | undefined;
};

/**
 * Share, Send on WhatsApp, Send by e-mail, New link and Revoke for a quotation or an invoice. Share,
 * WhatsApp and e-mail all use the document's live link (the server shows it again); a new link is made
 * only when there is none, or when the shop asks for one (confirmed first: the old link stops working).
 */
export function ShareActions(props: {
  doc: SharedDocument;
  share: (renew: boolean) => Promise<{ url: string; made: boolean }>;
  revoke: () => Promise<unknown>;
  /** Sends the document by e-mail; left out (a statement), no e-mail button. */
  mail?: (to: string) => Promise<{ to: string; url: string }>;
  /** The WhatsApp message; left out, the quotation's or invoice's own (shareMessage). */
  message?: (url: string) => string;
  onChanged?: () => void;
  /** Whether the document has a live link now (the server's answer): Revoke is offered only then. */
  live: boolean;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [mailing, setMailing] = useState(false);
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
  const link = async () => url ?? (await run("share", () => props.share(false)))?.url ?? null;

  const copy = async (renew: boolean) => {
    const shared = await run(renew ? "renew" : "share", () => props.share(renew));
    if (!shared) return;
    setUrl(shared.url);
    await navigator.clipboard?.writeText(shared.url).catch(() => undefined);
    toastSuccess(shared.made ? "Link made and copied" : "Link copied");
  };
  const onWhatsApp = async () => {
    // Opened at once (a pop-up must come from the click), then pointed at wa.me once the link is known.
    const tab = window.open("", "_blank");
    const shared = await link();
    if (!shared) return tab?.close();
    setUrl(shared);
    const text =
      props.message?.(shared) ??
      shareMessage({
        ...props.doc,
        document: props.doc.document === "Invoice" ? "Invoice" : "Quotation",
        url: shared,
      });
    const href = whatsAppLink(props.doc.phone ?? "", text);
    if (!href) {
      tab?.close();
      toastError("The customer has no mobile number: add one to the order");
      return;
    }
    if (tab) tab.location.href = href;
    else window.location.href = href;
  };
  const onMail = async (to: string) => {
    const mail = props.mail;
    if (!mail) return;
    const sent = await run("mail", () => mail(to));
    if (sent) {
      setMailing(false);
      setUrl(sent.url);
      toastSuccess(`${props.doc.document} queued to ${sent.to}`);
    }
  };
  const onRevoke = async () => {
    setRevoking(false);
    if ((await run("revoke", props.revoke)) !== undefined) {
      setUrl(null);
      toastSuccess("Link revoked");
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" loading={busy === "share"} onClick={() => copy(false)}>
        Share
      </Button>
      <Button size="sm" variant="secondary" onClick={onWhatsApp}>
        Send on WhatsApp
      </Button>
      {props.mail && (
        <Button size="sm" variant="secondary" onClick={() => setMailing(true)}>
          Send by e-mail
        </Button>
      )}
      <Button size="sm" variant="ghost" loading={busy === "renew"} onClick={() => setConfirming(true)}>
        New link
      </Button>
      <Button
        size="sm"
        variant="ghost"
        loading={busy === "revoke"}
        disabled={!props.live && url === null}
        title={!props.live && url === null ? "There is no link to revoke" : undefined}
        onClick={() => setRevoking(true)}
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
          className="h-8 w-full max-w-96 rounded-md bg-slate-50 px-2 text-xs text-slate-700 ring-1 ring-slate-300"
        />
      )}
      <MailDialog
        open={mailing && props.mail !== undefined}
        document={props.doc.document}
        email={props.doc.email}
        busy={busy === "mail"}
        onSend={(to) => void onMail(to)}
        onClose={() => setMailing(false)}
      />
      <ConfirmDialog
        open={revoking}
        message={`Revoke the link? Whoever has it will be told the shop withdrew this ${props.doc.document.toLowerCase()}.`}
        confirmLabel="Revoke link"
        tone="danger"
        onCancel={() => setRevoking(false)}
        onConfirm={() => void onRevoke()}
      />
      <ConfirmDialog
        open={confirming}
        message={QUOTE_MESSAGES.newLinkQuestion}
        confirmLabel="Make a new link"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void copy(true);
        }}
      />
    </div>
  );
}
