import type { InvoiceRegistration } from "@kerf/core";
import { QrCode } from "../../ui/qr-code";

/** 150 px: about 40 mm on the printed page, where a phone reads a thousand-character code. */
const QR_PX = 150;

/**
 * What the invoice registration portal returned, as the e-invoice rules ask it printed: the IRN, the
 * acknowledgement number and date, and the signed QR code (the portal's signed text, drawn as a QR).
 */
export function IrnBlock({ registration }: { registration: InvoiceRegistration }) {
  return (
    <div className="flex min-w-0 items-start gap-2" data-irn-block="">
      {registration.signedQr && (
        // Low error correction: the signed text (a JWT of about a thousand characters) stays at the
        // smallest version that holds it, so each module prints large enough to scan.
        <QrCode
          text={registration.signedQr}
          ecc="L"
          px={QR_PX}
          label="e-invoice signed QR code"
          data="data-irn-qr"
        />
      )}
      <dl className="grid max-w-[240px] grid-cols-[auto_1fr] gap-x-2 text-[9px] leading-[11px] text-slate-700">
        <dt className="font-semibold text-slate-500">IRN</dt>
        <dd className="break-all font-mono text-slate-900">{registration.irn}</dd>
        <dt className="font-semibold text-slate-500">Ack No</dt>
        <dd className="tabular-nums text-slate-900">{registration.ackNo}</dd>
        <dt className="font-semibold text-slate-500">Ack date</dt>
        <dd className="tabular-nums text-slate-900">{registration.ackDate}</dd>
      </dl>
    </div>
  );
}
