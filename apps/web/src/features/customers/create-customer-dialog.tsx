import { zodResolver } from "@hookform/resolvers/zod";
import { ZCreateCustomerInput } from "@kerf/core";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { toastError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { DateFormField } from "../../ui/date-field";
import { PHONE_INPUT } from "../../ui/field-presets";
import { Modal } from "../../ui/modal";
import { TextField } from "../../ui/text-field";
import { dateToSend, newCustomerDefaults } from "./new-customer";

/**
 * Room for the message under each field, kept even when there is none: a message appearing as a field
 * loses focus (mousedown on Save) would otherwise push Save away before mouseup, swallowing the click.
 */
const FIELD_WITH_MESSAGE = "min-h-19";

export type CreateCustomerDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After the server saved the customer; the dialog closes itself. */
  onCreated: () => void;
};

/** 'Create Customer': name, 10-digit phone and date, checked with the shared customer schema. */
export function CreateCustomerDialog({ open, onClose, onCreated }: CreateCustomerDialogProps) {
  const formId = useId();
  const saveRef = useRef<HTMLButtonElement>(null);
  const create = trpc.customers.create.useMutation();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(ZCreateCustomerInput),
    mode: "onTouched",
    defaultValues: newCustomerDefaults(),
  });

  // Each opening starts from a blank form dated today, whatever the last one left behind.
  useEffect(() => {
    if (open) reset(newCustomerDefaults());
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, date: dateToSend(values.date) });
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
      return;
    }
    onCreated();
    onClose();
  });

  const field = { control, containerClassName: FIELD_WITH_MESSAGE };

  // Enter moves to the next field; on the last field (nothing after it inside the form) it moves to Save.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    enterMovesFocus(event);
    if (event.defaultPrevented && document.activeElement === event.target) saveRef.current?.focus();
  };

  return (
    <Modal
      open={open}
      onClose={create.isPending ? () => {} : onClose}
      title="Create Customer"
      onReset={() => reset(newCustomerDefaults())}
      resetLabel="Clear the form"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button ref={saveRef} type="submit" form={formId} loading={create.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} className="grid gap-1">
        <TextField
          {...field}
          name="customerName"
          label="Customer name"
          autoComplete="off"
          autoFocus
          maxLength={120}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            {...PHONE_INPUT}
            {...field}
            name="phoneNo"
            label="Phone No"
            autoComplete="off"
            placeholder="10 digits"
          />
          <DateFormField {...field} name="date" label="Date" />
        </div>
      </form>
    </Modal>
  );
}
