import { zodResolver } from "@hookform/resolvers/zod";
import { ZProcessorInput } from "@kerf/core";
import { type KeyboardEvent, useId } from "react";
import { useForm } from "react-hook-form";
import { enterMovesFocus } from "../../lib/enter-moves-focus";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/text-field";

const BLANK = { name: "", gstin: "", address: "", city: "", pinCode: "", phone: "" };

/** Adding a processor: name, GSTIN (checked as the server checks it), address; Enter moves on, then saves. */
export function ProcessorForm() {
  const formId = useId();
  const utils = trpc.useUtils();
  const create = trpc.jobWork.createProcessor.useMutation();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(ZProcessorInput),
    mode: "onTouched",
    defaultValues: BLANK,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const made = await create.mutateAsync(values);
      toastSuccess(`${made.name} added`);
      reset(BLANK);
      await utils.jobWork.invalidate();
    } catch (error) {
      toastError(serverMessage(error));
    }
  });
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // On the last field Enter saves (the form submits); before it, it moves to the next field.
    if ((event.target as HTMLElement).getAttribute("name") !== "phone") enterMovesFocus(event);
  };
  const field = { control, containerClassName: "min-h-19" };
  return (
    <form
      id={formId}
      aria-label="Add a processor"
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      className="grid grid-cols-1 gap-x-3 sm:grid-cols-3"
    >
      <TextField {...field} name="name" label="Name" placeholder="Shree Toughened Glass" />
      <TextField {...field} name="gstin" label="GSTIN" upperCase placeholder="29AAGCB7383J1Z4" />
      <TextField {...field} name="address" label="Address" />
      <TextField {...field} name="city" label="City" />
      <TextField {...field} name="pinCode" label="PIN code" inputMode="numeric" />
      <TextField {...field} name="phone" label="Phone" inputMode="tel" />
      <div className="sm:col-span-3">
        <Button type="submit" loading={create.isPending}>
          Add processor
        </Button>
      </div>
    </form>
  );
}
