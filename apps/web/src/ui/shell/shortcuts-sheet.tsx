import { Modal } from "../modal";

type Group = { title: string; keys: [keys: string[], what: string][] };

/** Every keyboard action, by page: the order page and the invoice list are meant to be used without a mouse. */
export const SHORTCUT_GROUPS: Group[] = [
  {
    title: "Anywhere",
    keys: [
      [["?"], "this sheet of shortcuts"],
      [["Tab", "Shift+Tab"], "next / previous control (the focused one is ringed)"],
      [["Enter"], "open the focused link or row, press the focused button"],
      [["Esc"], "close a dialog or a menu"],
    ],
  },
  {
    title: "Order page",
    keys: [
      [["Enter", "Tab"], "next cell (a new piece after the last)"],
      [["↑", "↓"], "row above / below, same column"],
      [["Alt+N"], "new piece"],
      [["Ctrl+Delete", "Alt+Backspace"], "delete the row"],
      [["Alt+C"], "open the customer details"],
      [["1–9", "0"], "edge selection in the Edge cell (Space: all four sides)"],
      [["Type", "↓", "Enter"], "pick a material or profile from the list"],
    ],
  },
  {
    title: "Invoice list",
    keys: [
      [["/"], "search invoices"],
      [["Tab"], "to a row's Open and Cancel buttons"],
      [["Enter"], "open the invoice; in a document, Ctrl+P prints (or Tab to Print)"],
    ],
  },
];

/** The sheet itself, loaded on first use (see shortcuts-key.tsx). */
export default function ShortcutsSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Keyboard shortcuts">
      <div className="flex flex-col gap-4" data-testid="shortcuts-sheet">
        {SHORTCUT_GROUPS.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group.title}
            </h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {group.keys.map(([keys, what]) => (
                <div key={what} className="contents">
                  <dt className="flex items-center gap-1">
                    {keys.map((k) => (
                      <kbd
                        key={k}
                        className="rounded border border-slate-200 bg-slate-50 px-1.5 font-sans text-xs font-medium text-slate-700"
                      >
                        {k}
                      </kbd>
                    ))}
                  </dt>
                  <dd className="text-slate-600">{what}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Modal>
  );
}
