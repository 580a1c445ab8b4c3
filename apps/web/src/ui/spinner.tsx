import { cx } from "../lib/cx";

const SIZES = { sm: "size-4 border-2", md: "size-6 border-[3px]", lg: "size-10 border-4" } as const;

export type SpinnerProps = {
  size?: keyof typeof SIZES;
  /** Read by screen readers; visible when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  /** "inherit" draws in the text colour, for spinners inside coloured buttons. */
  tone?: "brand" | "inherit";
  className?: string;
};

/** The teal ring spinner (portal-spec section 9), announced as a polite status. */
export function Spinner({
  size = "md",
  label = "Loading",
  showLabel = false,
  tone = "brand",
  className,
}: SpinnerProps) {
  return (
    <span
      role="status"
      className={cx("inline-flex items-center gap-2", tone === "brand" && "text-slate-500", className)}
    >
      <span
        aria-hidden="true"
        className={cx(
          "inline-block animate-spin rounded-full motion-reduce:animate-[spin_1.5s_linear_infinite]",
          tone === "brand" ? "border-brand-200 border-t-brand-600" : "border-current/30 border-t-current",
          SIZES[size],
        )}
      />
      <span className={showLabel ? undefined : "sr-only"}>{label}</span>
    </span>
  );
}

/** A spinner centred in the space a list or page will fill, e.g. while the customer list loads. */
export function LoadingBlock({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <div className={cx("flex min-h-40 items-center justify-center", className)}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
