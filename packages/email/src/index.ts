export { type RenderedEmail, renderPasswordReset, renderWelcome } from "./render";
export { createSmtpTransport, type MailTransport, type OutgoingMail } from "./transport";
