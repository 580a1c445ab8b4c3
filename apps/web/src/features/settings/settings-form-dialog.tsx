import { type FormEventHandler, type ReactNode, useId } from "react";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { Button } from "../../ui/button";
import { Modal, type ModalProps } from "../../ui/modal";

/** Saves; a refused field's message goes back under the field through `setFieldError`. */
export type SettingsSubmit<V> = (
  values: V,
  setFieldError: (field: string, message: string) => void,
) => Promise<void>;

/** What a settings page gives its add/edit dialog; the record to edit (null to add) comes beside. */
export type SettingsDialogProps<V> = {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: SettingsSubmit<V>;
};

/**
 * The add/edit dialog of a settings list (materials, edge profiles), 'Add …' or 'Edit …', around its form:
 * Enter moves between the fields, Cancel and Save (Update when editing) sit in the footer; while saving
 * it cannot be closed.
 */
export function SettingsFormDialog(props: {
  open: boolean;
  editing: boolean;
  busy: boolean;
  /** What is added or edited: "Material Type". */
  noun: string;
  size?: ModalProps["size"];
  onClose: () => void;
  /** Back to the record being edited, or blank. */
  onReset: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's layout. */
  className: string;
  children: ReactNode;
}) {
  const formId = useId();
  const title = `${props.editing ? "Edit" : "Add"} ${props.noun}`;
  return (
    <Modal
      open={props.open}
      onClose={props.busy ? () => {} : props.onClose}
      title={title}
      size={props.size}
      onReset={props.onReset}
      resetLabel={props.editing ? "Undo changes" : "Clear form"}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={props.busy}>
            {props.editing ? "Update" : "Save"}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={props.onSubmit}
        onKeyDown={enterMovesFocus}
        aria-label={title}
        className={props.className}
      >
        {props.children}
      </form>
    </Modal>
  );
}
