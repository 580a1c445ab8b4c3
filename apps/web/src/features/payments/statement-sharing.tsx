import { formatIndian, type Statement } from "@kerf/core";
import { trpc } from "../../lib/trpc";
import { ShareActions } from "../sharing/share-actions";

/**
 * The customer's statement link (/s/<token>), copied or sent on WhatsApp: the same live link the payment
 * reminders carry, so the customer always has one address for what they owe.
 */
export function StatementSharing({ statement }: { statement: Statement }) {
  const customerId = statement.customerId;
  const share = trpc.sharing.shareStatement.useMutation();
  const revoke = trpc.sharing.revokeStatement.useMutation();
  const live = trpc.sharing.statementLinkLive.useQuery({ customerId }, { meta: { handlesErrors: true } });
  const customer = trpc.customers.get.useQuery({ id: customerId }, { meta: { handlesErrors: true } });
  return (
    <ShareActions
      doc={{
        document: "Statement",
        company: statement.company.name,
        number: statement.customerName,
        payable: statement.closing,
        phone: customer.data?.phoneNo,
        email: undefined,
      }}
      message={(url) =>
        `${statement.company.name}: statement of account of ${statement.customerName}, balance ₹${formatIndian(statement.closing)}. View: ${url}`
      }
      share={(renew) => share.mutateAsync({ customerId, renew })}
      revoke={() => revoke.mutateAsync({ customerId })}
      live={live.data?.live ?? false}
      onChanged={() => void live.refetch()}
    />
  );
}
