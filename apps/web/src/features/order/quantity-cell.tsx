import { typedLineOf } from "@kerf/core";
import { useState } from "react";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import type { ServerLine } from "./order-types";

/**
 * A line's quantity changed on a phone (issue 33): saved as it is left or on Enter, then the order is
 * read again, priced by the server. The rest of the line is sent as it is stored.
 */
export function QuantityCell({ customerId, line }: { customerId: string; line: ServerLine }) {
  const [value, setValue] = useState(String(line.quantity));
  const utils = trpc.useUtils();
  const update = trpc.orders.updateLine.useMutation();
  const save = async () => {
    const quantity = value.trim();
    if (quantity === String(line.quantity)) return;
    try {
      await update.mutateAsync({ lineId: line.id, line: { ...typedLineOf(line), quantity } });
      toastSuccess(`Line quantity saved: ${quantity}`);
      await utils.orders.get.invalidate({ customerId });
    } catch (error) {
      toastError(serverMessage(error));
      setValue(String(line.quantity));
    }
  };
  return (
    <input
      aria-label={`Quantity of ${line.widthForDisplay} x ${line.lengthForDisplay}`}
      inputMode="numeric"
      value={value}
      maxLength={6}
      disabled={update.isPending}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => void save()}
      onKeyDown={(e) => {
        if (e.key === "Enter") e.currentTarget.blur();
      }}
      className="h-12 w-24 rounded-md border border-slate-300 px-3 text-right text-base tabular-nums"
    />
  );
}
