import { useState } from "react";
import type { PendingRowAction, RowAction } from "./confirm-messages";

/**
 * The row waiting for the confirm dialog's answer. The last question stays readable after `close`, so
 * the dialog's text does not change while it fades out.
 */
export function useRowConfirm() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<PendingRowAction>({ action: "delete", index: -1 });
  return {
    open,
    pending,
    ask: (action: RowAction, index: number) => {
      setPending({ action, index });
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
