import { EyeIcon, EyeOffIcon } from "./form-icons";

/**
 * The show/hide button for a password FormInput's `rightIcon`. Out of the Tab and Enter order on
 * purpose: moving between fields must not stop on it; the mouse (or a screen reader) reaches it.
 */
export function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      tabIndex={-1}
      data-enter-skip
      onClick={onToggle}
      aria-label={visible ? "Hide password" : "Show password"}
      aria-pressed={visible}
      className="flex size-7 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-700"
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
}
