import type { ReactNode, RefObject } from "react";
import { createPortal } from "react-dom";
import { cx } from "../../lib/cx";
import { type PlacementOptions, usePopupPlacement } from "./popup-placement";

/** An open cell's listbox, in a portal beside the cell; mounted only while open. */
export function CellPopup({
  anchor,
  id,
  label,
  className,
  children,
  ...options
}: PlacementOptions & {
  anchor: RefObject<HTMLElement | null>;
  id: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  const placement = usePopupPlacement(anchor, options);
  if (!placement) return null;
  const { top, bottom, left, width, maxHeight } = placement;
  return createPortal(
    <div
      id={id}
      role="listbox"
      aria-label={label}
      style={{ top, bottom, left, width, maxHeight }}
      className={cx("fixed z-50 overflow-y-auto shadow-lg ring-1 ring-slate-900/10", className)}
    >
      {children}
    </div>,
    document.body,
  );
}
