import type { InvoiceRegistration } from "@kerf/core";
import { useMemo } from "react";
import { qrPath } from "../payments/upi-qr";

/** The signed QR as crisp SVG (the same drawing as the UPI QR), at most 88 px wide. */
function SignedQr({ text }: { text: string }) {
  const qr = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label="e-invoice signed QR code"
      width={88}
      height={88}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      data-irn-qr=""
      className="shrink-0 bg-white"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/**
 * What the invoice registration portal returned, as the e-invoice rules ask it printed: the IRN, the
 * acknowledgement number and date, and the signed QR code (the portal's signed text, drawn as a QR).
 */
export function IrnBlock({ registration }: { registration: InvoiceRegistration }) {
  return (
    <div className="flex min-w-0 items-start gap-2" data-irn-block="">
      {registration.signedQr && <SignedQr text={registration.signedQr} />}
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
