import { type ReactNode, useLayoutEffect, useRef, useState } from "react";

/**
 * A printed document's pages on a screen narrower than the paper (a phone, issue 33): the pages are
 * zoomed down to the width there is, so the document reads without swiping sideways. The paper itself
 * prints at its size: print media resets the zoom.
 */
export function FitWidth({ width, children }: { width: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const parent = box.current?.parentElement;
    if (!parent) return;
    const fit = () => {
      const style = getComputedStyle(parent);
      const room =
        parent.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      setZoom(Math.min(1, Math.max(0.2, room / width)));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(parent);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div
      ref={box}
      data-fit-width=""
      className="flex flex-col items-center gap-6 print:block"
      style={zoom < 1 ? { zoom } : undefined}
    >
      {children}
    </div>
  );
}
