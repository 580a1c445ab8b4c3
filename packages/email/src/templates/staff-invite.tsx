/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Text } from "@react-email/components";
import { buttonStyle, Layout, textStyle } from "./layout";

export interface StaffInviteProps {
  companyName: string;
  roleName: string;
  acceptUrl: string;
}

/** An owner's invite to join the company's Kerf as a role: the link works once, for 7 days. */
export function StaffInviteEmail({ companyName, roleName, acceptUrl }: StaffInviteProps) {
  return (
    <Layout preview={`${companyName} invites you to Kerf`}>
      <Text style={textStyle}>{`${companyName} invites you to join their Kerf as ${roleName}.`}</Text>
      <Text style={textStyle}>Open the link to set your name and password. It works once, for 7 days.</Text>
      <Button href={acceptUrl} style={buttonStyle}>
        Join {companyName}
      </Button>
    </Layout>
  );
}
