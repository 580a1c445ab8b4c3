import { useState } from "react";
import { Button } from "../../ui/button";
import { Icon, type IconProps } from "../../ui/icon";
import { CreditNoteDialog } from "./credit-note-dialog";

/** A credit note: a page with a minus sign (money given back). */
export const CreditNoteIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 2h9l4 4v16H6z" />
    <path d="M9.5 13h6" />
  </Icon>
);

/** "Credit note" on the invoice's page: the dialog with its notes and a new one. */
export function CreditNoteButton({ invoice }: { invoice: { id: string; number: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" icon={<CreditNoteIcon />} onClick={() => setOpen(true)}>
        Credit note
      </Button>
      <CreditNoteDialog invoice={open ? invoice : null} onClose={() => setOpen(false)} />
    </>
  );
}
