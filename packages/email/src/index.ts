export {
  type RenderedEmail,
  renderDocumentMail,
  renderPasswordReset,
  renderQuoteAnswer,
  renderWelcome,
} from "./render";
export { createSmtpTransport, type MailAttachment, type MailTransport, type OutgoingMail } from "./transport";
