const KEYS: [keys: string[], what: string][] = [
  [["Enter", "Tab"], "next cell (a new piece after the last)"],
  [["↑", "↓"], "row above / below"],
  [["Ctrl+Delete", "Alt+Backspace"], "delete row"],
  [["Alt+N"], "new piece"],
  [["Alt+C"], "customer details"],
  // Alt+D a delivery challan, Alt+J a job-work challan (issue 30): one entry, so the help keeps one line.
  [["Alt+D", "Alt+J"], "deliver / job work"],
  [["1–9", "0"], "edge (Space: all)"],
  // Issue 29: on the operations cell a letter starts the search of the catalogue.
  [["A–Z"], "operations (type on the cell)"],
];

/** One line of the keys that matter, always on screen: the page is meant to be used without a mouse. */
export function KeyboardHelp() {
  return (
    <p
      data-testid="keyboard-help"
      className="flex shrink-0 flex-wrap items-center gap-x-3.5 gap-y-1 border-t border-slate-100 px-3 py-1.5 text-[11px] text-slate-500"
    >
      <span className="sr-only">Keyboard:</span>
      {KEYS.map(([keys, what]) => (
        <span key={what} className="inline-flex items-center gap-1">
          {keys.map((k, i) => (
            <span key={k} className="inline-flex items-center gap-1">
              {i > 0 && <span className="text-slate-300">/</span>}
              <kbd className="rounded border border-slate-200 bg-slate-50 px-1 font-sans text-[10px] font-medium text-slate-600">
                {k}
              </kbd>
            </span>
          ))}
          <span>{what}</span>
        </span>
      ))}
    </p>
  );
}
