import { useId } from "react";
import { cx } from "../lib/cx";

/**
 * The Kerf mark: a sheet with a ruler edge, split by the saw's cut line (the kerf). Inline rather than
 * an <img> so it inherits sizing from CSS and needs no extra request. Same drawing as public/favicon.svg.
 */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  const clipId = useId();
  return (
    <svg
      viewBox="0 0 32 32"
      className={className}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <clipPath id={clipId}>
        <rect x="2" y="2" width="28" height="28" rx="6.5" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="32" height="32" fill="#0f766e" />
        <path d="M22.6 0H32V32H12.6Z" fill="#14b8a6" />
        <path d="M22.6 0L12.6 32" stroke="#fff" strokeWidth="2.4" />
        <path d="M2 25.5h4M2 21h2.5M2 16.5h4M2 12h2.5M2 7.5h4" stroke="#99f6e4" strokeWidth="1.3" />
      </g>
    </svg>
  );
}

/** Mark plus wordmark; `tone` picks text colour for light or teal backgrounds. */
export function Logo({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  return (
    <span className={cx("inline-flex items-center gap-2", className)}>
      <LogoMark className="size-8 shrink-0" />
      <span
        className={cx(
          "text-xl font-semibold tracking-tight",
          tone === "dark" ? "text-slate-900" : "text-white",
        )}
      >
        Kerf
      </span>
    </span>
  );
}
