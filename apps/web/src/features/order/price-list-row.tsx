import { formatDate } from "@kerf/core";
import { useCan } from "../../lib/permissions";
import { serverMessage } from "../../lib/server-error";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { useDateFormat } from "../../lib/use-date-format";

/**
 * The order's price list (issue 29 point 4): "Price list: Contractors (from 01-11-2026)" when a list's
 * version prices it, nothing for the company's settings; with the header open, the clerk picks the
 * customer's list. A new list reloads the order (the page keys its workspace by the list in force).
 */
export function PriceListRow({ customerId, open }: { customerId: string; open: boolean }) {
  const dateFormat = useDateFormat();
  // The order page's own query, read from its cache: no second request.
  const order = trpc.orders.get.useQuery({ customerId }, { enabled: false });
  const canWrite = useCan("customers.write");
  const seesPrices = useCan("prices.read");
  const canPick = canWrite && seesPrices;
  const lists = trpc.settings.priceLists.list.useQuery(undefined, { enabled: open && canPick });
  const save = trpc.customers.setPriceList.useMutation();
  const utils = trpc.useUtils();
  const data = order.data;
  if (!data) return null;
  const inForce = data.priceList;
  const assigned = data.assignedPriceList;
  const pick = async (value: string) => {
    try {
      await save.mutateAsync({ id: customerId, priceList: value === "" ? null : value });
    } catch (error) {
      toastError(serverMessage(error));
      return;
    }
    toastSuccess("Price list saved");
    await utils.orders.get.invalidate({ customerId });
  };
  if (!inForce && !(open && canPick)) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 px-4 py-1.5 text-sm">
      {inForce && (
        <span data-testid="price-list-in-force" className="text-slate-700">
          Price list: {inForce.name} (from {formatDate(inForce.validFrom, dateFormat)})
        </span>
      )}
      {open && canPick && (
        <label className="flex items-center gap-2 text-slate-700">
          Customer's price list
          <select
            aria-label="Customer's price list"
            value={assigned?._id ?? ""}
            disabled={save.isPending || !lists.data}
            onChange={(e) => void pick(e.target.value)}
            className="h-8 rounded-md border border-slate-300 px-2 text-sm focus:border-brand-600 focus:outline-none"
          >
            <option value="">Company settings (default)</option>
            {(lists.data ?? []).map((list) => (
              <option key={list._id} value={list._id}>
                {list.name}
              </option>
            ))}
          </select>
          {assigned && !inForce && (
            <span className="text-xs text-slate-500">no version in force on the order's date</span>
          )}
        </label>
      )}
    </div>
  );
}
