import { zodResolver } from "@hookform/resolvers/zod";
import { ZSendInvoiceMail } from "@kerf/core";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";
import { TextField } from "../../ui/text-field";

/** The same address rule the server holds a quotation or invoice mail to. */
const ZMailTo = ZSendInvoiceMail.pick({ to: true });

/**
 * 'Send by e-mail': the address the document goes to, the order's e-mail typed in for the clerk to keep,
 * change or type when the order has none; Enter sends.
 */
export function MailDialog(props: {
  open: boolean;
  document: string;
  /** The customer's e-mail on the order or invoice, if any. */
  email: string | undefined;
  busy: boolean;
  onSend: (to: string) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(ZMailTo),
    mode: "onTouched",
    defaultValues: { to: props.email ?? "" },
  });
  useEffect(() => {
    if (props.open) reset({ to: props.email ?? "" });
  }, [props.open, props.email, reset]);
  const onSubmit = handleSubmit(({ to }) => {
    if (!to) return setError("to", { message: "Type the e-mail address to send it to" });
    props.onSend(to);
  });
  return (
    <Modal
      open={props.open}
      onClose={props.busy ? () => {} : props.onClose}
      title={`Send the ${props.document.toLowerCase()} by e-mail`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={props.busy}>
            Send
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextField control={control} name="to" label="To" type="email" autoComplete="email" autoFocus />
      </form>
    </Modal>
  );
}
