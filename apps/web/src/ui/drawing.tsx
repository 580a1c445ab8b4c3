import type { ReactNode } from "react";
import { cx } from "../lib/cx";

/**
 * A small SVG drawing (an edge profile, an edge selection): with a `title` it is an image read by its
 * name; without one it is decorative and hidden from screen readers. `className` sets its width.
 */
export function Drawing({
  viewBox,
  title,
  className,
  children,
}: {
  viewBox: string;
  title?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={viewBox}
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      className={cx("h-auto shrink-0", className)}
    >
      {children}
    </svg>
  );
}
