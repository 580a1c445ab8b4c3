/** The questions asked before an edit or a delete, exactly as portal-spec section 2 words them. */
export const CONFIRM_MESSAGES = {
  edit: "Are you sure want to edit ?",
  delete: "Are you sure want to delete ?",
} as const;

export type RowAction = keyof typeof CONFIRM_MESSAGES;

/** A row waiting for the answer to the confirm dialog: which action, on the row at which index. */
export type PendingRowAction = { action: RowAction; index: number };
