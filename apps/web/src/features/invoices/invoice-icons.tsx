import type { ReactNode, SVGProps } from "react";

// The invoice pages' icons, drawn like the shared ones in components/icons.tsx (24px strokes, decorative).

type IconProps = SVGProps<SVGSVGElement>;

function Stroke({ children, className = "size-4", ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

export const PrinterIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 14h12v8H6z" />
  </Stroke>
);

export const ArrowLeftIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Stroke>
);

/** The tax invoice: a page with a rupee line. */
export const TaxInvoiceIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M6 2h9l4 4v16H6z" />
    <path d="M10 9h5M10 12h5M12 12c2 0 2 4 0 4h-2l4 3" />
  </Stroke>
);

/** The worker sheet: a ruler and a cut. */
export const WorkerSheetIcon = (p: IconProps) => (
  <Stroke {...p}>
    <rect x="3" y="7" width="18" height="10" rx="1" />
    <path d="M7 7v3M11 7v4M15 7v3M19 7v4" />
  </Stroke>
);

/** The transport sheet: a delivery truck. */
export const TruckIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7" />
    <circle cx="6.5" cy="17.5" r="1.5" />
    <circle cx="17.5" cy="17.5" r="1.5" />
  </Stroke>
);

/** Cancel an invoice: a circle struck through. */
export const BanIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m5.7 5.7 12.6 12.6" />
  </Stroke>
);
