/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Text } from "@react-email/components";
import { buttonStyle, Layout, textStyle } from "./layout";

export interface DocumentMailProps {
  companyName: string;
  customerName: string;
  document: "Quotation" | "Invoice";
  number: string;
  /** "₹12,34,567.00" */
  payable: string;
  url: string;
  /** The quotation's last valid day, as the company writes dates. */
  validUntil?: string;
}

/** A quotation or an invoice sent to the customer: the PDF is attached, the link opens it (and Accept). */
export function DocumentMail(props: DocumentMailProps) {
  const quote = props.document === "Quotation";
  return (
    <Layout preview={`${props.document} ${props.number} from ${props.companyName}`}>
      <Text style={textStyle}>{`Dear ${props.customerName},`}</Text>
      <Text style={textStyle}>
        {`Please find ${props.companyName}'s ${props.document.toLowerCase()} ${props.number} attached, for a total of ${props.payable}.`}
        {quote && props.validUntil ? ` It is valid until ${props.validUntil}.` : ""}
      </Text>
      <Text style={textStyle}>
        {quote
          ? "Open it online to accept it, or to ask for changes:"
          : "You can also open it online and download it again:"}
      </Text>
      <Button href={props.url} style={buttonStyle}>
        {quote ? "View and accept" : "View the invoice"}
      </Button>
      <Text style={textStyle}>{`Link: ${props.url}`}</Text>
      <Text style={textStyle}>{`Regards,\n${props.companyName}`}</Text>
    </Layout>
  );
}

export interface QuoteAnswerProps {
  customerName: string;
  number: string;
  revision: number;
  kind: "accepted" | "changes";
  name: string;
  note: string | null;
  orderUrl: string;
}

/** The shop is told when its customer accepts a quotation or asks for changes. */
export function QuoteAnswerMail(props: QuoteAnswerProps) {
  const what = props.kind === "accepted" ? "accepted" : "asked for changes to";
  return (
    <Layout preview={`${props.name} ${what} ${props.number}`}>
      <Text style={textStyle}>
        {`${props.name} (${props.customerName}) ${what} quotation ${props.number}, revision ${props.revision}.`}
      </Text>
      {props.note && <Text style={textStyle}>{`Note: ${props.note}`}</Text>}
      <Button href={props.orderUrl} style={buttonStyle}>
        Open the order
      </Button>
    </Layout>
  );
}
