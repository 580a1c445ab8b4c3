import type { ReactNode } from "react";
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
 * The add/edit dialog of a settings list (materials, edge profiles): Cancel and Save (Update when
 * editing) submit the form `formId` inside; while saving it cannot be closed.
 */
export function SettingsFormDialog(props: {
  open: boolean;
  editing: boolean;
  busy: boolean;
  title: string;
  formId: string;
  size?: ModalProps["size"];
  onClose: () => void;
  /** Back to the record being edited, or blank. */
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={props.open}
      onClose={props.busy ? () => {} : props.onClose}
      title={props.title}
      size={props.size}
      onReset={props.onReset}
      resetLabel={props.editing ? "Undo changes" : "Clear form"}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button type="submit" form={props.formId} loading={props.busy}>
            {props.editing ? "Update" : "Save"}
          </Button>
        </>
      }
    >
      {props.children}
    </Modal>
  );
}
