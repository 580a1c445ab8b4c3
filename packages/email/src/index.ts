export {
  type RenderedEmail,
  renderDocumentMail,
  renderPasswordReset,
  renderPaymentReminder,
  renderQuoteAnswer,
  renderStaffInvite,
  renderWelcome,
} from "./render";
export { createSmtpTransport, type MailAttachment, type MailTransport, type OutgoingMail } from "./transport";
