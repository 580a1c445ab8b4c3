/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Text } from "@react-email/components";
import { buttonStyle, Layout, textStyle } from "./layout";

export interface WelcomeProps {
  companyName: string;
  loginUrl: string;
}

export function WelcomeEmail({ companyName, loginUrl }: WelcomeProps) {
  return (
    <Layout preview={`Welcome to Kerf, ${companyName}`}>
      <Text style={textStyle}>{`Welcome to Kerf, ${companyName}!`}</Text>
      <Text style={textStyle}>
        Your account is ready. Add your materials and edge profiles under Settings, then your customers on the
        dashboard, and price their orders as you type them.
      </Text>
      <Button href={loginUrl} style={buttonStyle}>
        Open Kerf
      </Button>
    </Layout>
  );
}
