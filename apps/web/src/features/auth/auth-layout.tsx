import type { ReactNode } from "react";
import { LogoMark } from "../../ui/logo";

/**
 * The logged-out frame (portal-spec section 2): a logo panel on the left, the form on the right.
 * Below the lg breakpoint the panel shrinks to a band above the form.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white lg:flex-row">
      <aside className="relative flex shrink-0 flex-col justify-between overflow-hidden bg-brand-900 px-8 py-6 text-white lg:w-[42%] lg:max-w-xl lg:px-12 lg:py-10">
        <CutLines />
        <div className="relative flex items-center gap-3">
          <span className="rounded-xl bg-white p-1.5 shadow-lg shadow-brand-950/30">
            <LogoMark className="size-9 lg:size-11" />
          </span>
          <span className="text-2xl font-semibold tracking-tight lg:text-3xl">Kerf</span>
        </div>
        <div className="relative hidden lg:block">
          <p className="max-w-sm text-2xl leading-snug font-semibold">
            Quotes and invoices for glass and stone cutting shops.
          </p>
          <ul className="mt-6 space-y-2 text-sm text-brand-100">
            <li>Price sized pieces with material, cutting, wastage, edges and GST.</li>
            <li>Keep your materials, edge profiles and customers in one place.</li>
            <li>Print the invoice, the worker sheet and the transport sheet.</li>
          </ul>
        </div>
        <p className="relative hidden text-xs text-brand-200 lg:block">v {__APP_VERSION__}</p>
      </aside>
      <main className="flex flex-1 items-start justify-center px-6 py-10 lg:items-center lg:py-12">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}

/** Faint diagonal cut lines across the panel, echoing the kerf in the logo. */
function CutLines() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full"
      preserveAspectRatio="none"
    >
      <defs>
        <pattern
          id="auth-cut-lines"
          width="120"
          height="120"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(-18)"
        >
          <line x1="0" y1="0" x2="0" y2="120" stroke="white" strokeOpacity="0.06" strokeWidth="2" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#auth-cut-lines)" />
    </svg>
  );
}
