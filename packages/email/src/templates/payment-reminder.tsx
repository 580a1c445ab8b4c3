/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Section, Text } from "@react-email/components";
import { encode } from "uqr";
import { buttonStyle, Layout, textStyle } from "./layout";

export interface PaymentReminderProps {
  companyName: string;
  customerName: string;
  /** Each invoice due: its number, due date (as the shop prints dates) and what is left on it. */
  invoices: { number: string; dueDate: string; balance: string }[];
  /** What is due in all, "₹ 1,234.00". */
  balance: string;
  /** upi://pay?... for the balance; null when the shop has no UPI ID. */
  upiUri: string | null;
  /** The customer's statement, when the shop shares one. */
  statementUrl: string | null;
  phone: string;
}

/**
 * The UPI link as a QR made of table cells: mail clients drop SVG and data-URL images, a table they
 * all draw. 3 px a module keeps a UPI link (about 33 modules with the quiet zone) near 100 px wide.
 */
function UpiQr({ text }: { text: string }) {
  const qr = encode(text, { ecc: "M", border: 4 });
  return (
    <table cellPadding={0} cellSpacing={0} role="presentation" style={{ borderCollapse: "collapse" }}>
      <tbody>
        {qr.data.map((row, y) => (
          <tr key={y}>
            {row.map((dark, x) => (
              <td
                key={x}
                style={{ width: 3, height: 3, padding: 0, backgroundColor: dark ? "#000000" : "#ffffff" }}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A reminder of what is due (issue 31): the invoices, the balance, the UPI link and QR, the statement. */
export function PaymentReminderEmail(props: PaymentReminderProps) {
  return (
    <Layout preview={`${props.balance} due to ${props.companyName}`}>
      <Text style={textStyle}>{`Dear ${props.customerName},`}</Text>
      <Text
        style={textStyle}
      >{`A friendly reminder from ${props.companyName}: ${props.balance} is due on these invoices.`}</Text>
      <Section>
        {props.invoices.map((i) => (
          <Text key={i.number} style={{ ...textStyle, margin: "2px 0" }}>
            {`${i.number}, due ${i.dueDate}: ${i.balance}`}
          </Text>
        ))}
      </Section>
      {props.upiUri && (
        <Section style={{ margin: "16px 0" }}>
          <Text style={textStyle}>Pay by UPI: scan the code or open the link on your phone.</Text>
          <UpiQr text={props.upiUri} />
          <Button href={props.upiUri} style={{ ...buttonStyle, display: "inline-block", marginTop: 12 }}>
            Pay {props.balance} by UPI
          </Button>
        </Section>
      )}
      {props.statementUrl && (
        <Text style={textStyle}>
          Your statement: <a href={props.statementUrl}>{props.statementUrl}</a>
        </Text>
      )}
      <Text
        style={textStyle}
      >{`Already paid? Thank you, and please ignore this mail. Questions: ${props.phone}.`}</Text>
    </Layout>
  );
}
