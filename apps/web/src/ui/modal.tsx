import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";
import { cx } from "../lib/cx";
import { CloseIcon, ResetIcon } from "./icons";

const WIDTHS = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

export type ModalProps = {
  open: boolean;
  /** Escape, a click outside and the × button all call it. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom, right-aligned (e.g. Cancel + Save). */
  footer?: ReactNode;
  /** Shows a reset icon button beside ×, e.g. to clear a form back to its defaults. */
  onReset?: () => void;
  resetLabel?: string;
  size?: keyof typeof WIDTHS;
  /** "alertdialog" for messages that need an answer (the confirm dialog). */
  role?: "dialog" | "alertdialog";
  className?: string;
};

/**
 * The generic dialog (portal-spec section 2): title, a close button, an optional reset icon. Focus is
 * trapped inside and returns to the opener on close. Put `autoFocus` on the element that should take
 * focus first (a form's first field); without one the dialog itself takes focus and Tab starts at ×.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  onReset,
  resetLabel = "Reset",
  size = "md",
  role = "dialog",
  className,
}: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} role={role} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/40 transition-opacity duration-150 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-start justify-center p-4 pt-[10vh]">
          <DialogPanel
            transition
            className={cx(
              "relative flex w-full flex-col rounded-lg bg-white shadow-xl ring-1 ring-slate-900/5",
              "transition duration-150 ease-out data-closed:translate-y-1 data-closed:opacity-0",
              WIDTHS[size],
              className,
            )}
          >
            <div className="flex items-center gap-2 border-b border-slate-200 py-2.5 pr-2.5 pl-5">
              <DialogTitle className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900">
                {title}
              </DialogTitle>
              {onReset && (
                <HeaderIconButton label={resetLabel} onClick={onReset}>
                  <ResetIcon />
                </HeaderIconButton>
              )}
              <HeaderIconButton label="Close" onClick={onClose}>
                <CloseIcon />
              </HeaderIconButton>
            </div>
            <div className="px-5 py-4">{children}</div>
            {footer && (
              <div className="flex justify-end gap-2 rounded-b-lg border-t border-slate-200 bg-slate-50 px-5 py-3">
                {footer}
              </div>
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

function HeaderIconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
    >
      {children}
    </button>
  );
}
