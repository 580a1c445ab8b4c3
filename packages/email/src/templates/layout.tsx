/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

const TEAL = "#0d9488";

export function Layout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f4f7f7", fontFamily: "Helvetica, Arial, sans-serif", margin: 0 }}>
        <Container
          style={{ backgroundColor: "#ffffff", margin: "24px auto", padding: "24px 32px", maxWidth: 520 }}
        >
          <Text style={{ color: TEAL, fontSize: 22, fontWeight: 700, margin: "0 0 16px" }}>Kerf</Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e2e8f0", margin: "24px 0 12px" }} />
          <Text style={{ color: "#64748b", fontSize: 12, margin: 0 }}>
            Kerf — quotes and GST invoices for glass, stone and panel cutting.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const buttonStyle = {
  backgroundColor: TEAL,
  borderRadius: 6,
  color: "#ffffff",
  fontSize: 15,
  fontWeight: 600,
  padding: "12px 20px",
  textDecoration: "none",
} as const;

export const textStyle = { color: "#1e293b", fontSize: 15, lineHeight: "22px" } as const;
