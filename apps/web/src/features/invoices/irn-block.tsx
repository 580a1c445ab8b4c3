import type { InvoiceRegistration } from "@kerf/core";
import { useMemo } from "react";
import { encode } from "uqr";

/**
 * The portal's signed QR text (a signed JWT of about a thousand characters) as QR modules: low error
 * correction keeps the code at the smallest version that holds it, so each module prints large enough
 * to scan.
 */
export function signedQrPath(text: string): { size: number; path: string } {
  const qr = encode(text, { ecc: "L", border: 4 });
  let path = "";
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size: qr.size, path };
}

/** 150 px: about 40 mm on the printed page, where a phone reads a thousand-character code. */
const QR_PX = 150;

function SignedQr({ text }: { text: string }) {
  const qr = useMemo(() => signedQrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label="e-invoice signed QR code"
      width={QR_PX}
      height={QR_PX}
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
