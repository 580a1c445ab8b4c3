/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { render } from "@react-email/render";
import type { ReactElement } from "react";
import {
  DocumentMail,
  type DocumentMailProps,
  QuoteAnswerMail,
  type QuoteAnswerProps,
} from "./templates/document-mail";
import { PasswordResetEmail, type PasswordResetProps } from "./templates/password-reset";
import { PaymentReminderEmail, type PaymentReminderProps } from "./templates/payment-reminder";
import { StaffInviteEmail, type StaffInviteProps } from "./templates/staff-invite";
import { WelcomeEmail, type WelcomeProps } from "./templates/welcome";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

async function renderBoth(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

export function renderPasswordReset(props: PasswordResetProps): Promise<RenderedEmail> {
  return renderBoth("Reset your Kerf password", <PasswordResetEmail {...props} />);
}

export function renderStaffInvite(props: StaffInviteProps): Promise<RenderedEmail> {
  return renderBoth(`Join ${props.companyName} on Kerf`, <StaffInviteEmail {...props} />);
}

export function renderWelcome(props: WelcomeProps): Promise<RenderedEmail> {
  return renderBoth("Welcome to Kerf", <WelcomeEmail {...props} />);
}

export function renderDocumentMail(props: DocumentMailProps): Promise<RenderedEmail> {
  return renderBoth(
    `${props.document} ${props.number} from ${props.companyName}`,
    <DocumentMail {...props} />,
  );
}

export function renderQuoteAnswer(props: QuoteAnswerProps): Promise<RenderedEmail> {
  const what = props.kind === "accepted" ? "accepted" : "asked for changes to";
  return renderBoth(`${props.name} ${what} ${props.number}`, <QuoteAnswerMail {...props} />);
}

export function renderPaymentReminder(props: PaymentReminderProps): Promise<RenderedEmail> {
  return renderBoth(
    `Payment reminder: ${props.balance} due to ${props.companyName}`,
    <PaymentReminderEmail {...props} />,
  );
}
