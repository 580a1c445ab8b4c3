import { type RefObject, useLayoutEffect, useState } from "react";

const GAP = 4;

export type PopupPlacement = {
  top?: number;
  bottom?: number;
  left: number;
  width: number;
  maxHeight: number;
};

export type PlacementOptions = { minHeight?: number; maxHeight?: number; minWidth?: number };

/**
 * Where a cell's open menu goes, by react-select's rule as the shared Select has it: below when at
 * least `minHeight` fits there (or more than above), else above; never taller than `maxHeight` or the
 * room. Fixed to the viewport, so the grid's scrolling box never clips it; it follows the cell on scroll.
 * Used only by a mounted (open) menu, so closed cells pay nothing for it.
 */
export function usePopupPlacement(
  anchor: RefObject<HTMLElement | null>,
  { minHeight = 140, maxHeight = 300, minWidth = 0 }: PlacementOptions,
): PopupPlacement | null {
  const [placement, setPlacement] = useState<PopupPlacement | null>(null);
  useLayoutEffect(() => {
    const el = anchor.current;
    if (!el) return;
    const place = () => {
      const rect = el.getBoundingClientRect();
      const below = window.innerHeight - rect.bottom - 2 * GAP;
      const above = rect.top - 2 * GAP;
      const down = below >= minHeight || below >= above;
      const width = Math.max(rect.width, minWidth);
      const left = Math.max(GAP, Math.min(rect.left, window.innerWidth - width - GAP));
      setPlacement({
        ...(down ? { top: rect.bottom + GAP } : { bottom: window.innerHeight - rect.top + GAP }),
        left,
        width,
        maxHeight: Math.max(0, Math.min(maxHeight, down ? below : above)),
      });
    };
    place();
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [anchor, minHeight, maxHeight, minWidth]);
  return placement;
}
