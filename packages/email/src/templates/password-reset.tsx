/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Link, Text } from "@react-email/components";
import { buttonStyle, Layout, textStyle } from "./layout";

export interface PasswordResetProps {
  companyName: string;
  resetUrl: string;
}

export function PasswordResetEmail({ companyName, resetUrl }: PasswordResetProps) {
  return (
    <Layout preview="Reset your Kerf password">
      <Text style={textStyle}>{`Hello ${companyName},`}</Text>
      <Text style={textStyle}>
        Someone asked to reset the password of your Kerf account. If it was you, choose a new password here:
      </Text>
      <Button href={resetUrl} style={buttonStyle}>
        Reset password
      </Button>
      <Text style={textStyle}>
        Or open this link: <Link href={resetUrl}>{resetUrl}</Link>
      </Text>
      <Text style={textStyle}>
        The link works once and expires in one hour. If you did not ask for it, ignore this mail: your
        password stays as it is.
      </Text>
    </Layout>
  );
}
