import { zodResolver } from "@hookform/resolvers/zod";
import { ZCreateCustomerInput } from "@kerf/core";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { toastError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";
import { Button } from "../../ui/button";
import { DateField } from "../../ui/date-field";
import { PHONE_INPUT } from "../../ui/field-presets";
import { FormInput } from "../../ui/form-input";
import { Modal } from "../../ui/modal";
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
  const dateFormat = useDateFormat();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
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
        <FormInput
          containerClassName={FIELD_WITH_MESSAGE}
          label="Customer name"
          autoComplete="off"
          autoFocus
          maxLength={120}
          {...register("customerName")}
          error={errors.customerName?.message}
        />
        <div className="grid grid-cols-2 gap-4">
          <FormInput
            containerClassName={FIELD_WITH_MESSAGE}
            label="Phone No"
            {...PHONE_INPUT}
            autoComplete="off"
            placeholder="10 digits"
            {...register("phoneNo")}
            error={errors.phoneNo?.message}
          />
          <Controller
            name="date"
            control={control}
            render={({ field }) => (
              <DateField
                containerClassName={FIELD_WITH_MESSAGE}
                label="Date"
                format={dateFormat}
                name={field.name}
                inputRef={field.ref}
                value={field.value as string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.date?.message}
              />
            )}
          />
        </div>
      </form>
    </Modal>
  );
}
