/**
 * Marks the grid's rows near its view (`data-near`): only those rows' index and total cells are sticky.
 * Chromium composites each sticky cell of a painted row as a layer of its own, and with a few hundred
 * rows painted around the view it re-sorted them all on every keystroke (most of a keystroke's time on
 * a 500-line order); rows out of view need no sticky cells, since nobody sees them scroll sideways.
 */
export class NearRows {
  private observer: IntersectionObserver | null = null;

  /** A row's ref: watched from its first render until it is gone. */
  track = (row: HTMLTableRowElement | null): (() => void) | undefined => {
    if (!row) return undefined;
    const observer = this.observerFor(row);
    if (!observer) {
      // No IntersectionObserver (a test's DOM): every row is sticky, as it always was.
      row.dataset.near = "";
      return undefined;
    }
    observer.observe(row);
    return () => observer.unobserve(row);
  };

  disconnect() {
    this.observer?.disconnect();
    this.observer = null;
  }

  private observerFor(row: HTMLElement): IntersectionObserver | null {
    if (this.observer) return this.observer;
    if (typeof IntersectionObserver === "undefined") return null;
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) entry.target.toggleAttribute("data-near", entry.isIntersecting);
      },
      // The grid's own scroller, and rows a little above and below it: a row is sticky before it shows.
      { root: row.closest(SCROLLER), rootMargin: "120px 0px" },
    );
    return this.observer;
  }
}

/** The element the grid scrolls in. */
export const SCROLLER = "[data-grid-scroller]";
