import { PlusIcon, UsersIcon } from "../../ui/icons";

/** No customers at all: 'Add Customer' (portal-spec section 2), which also opens the dialog. */
/** `onAdd` absent: the person may not add customers (issue 27), so no button. */
export function NoCustomers({ onAdd }: { onAdd?: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <UsersIcon className="size-6" />
      </span>
      {onAdd && (
        <button
          type="button"
          onClick={onAdd}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-base font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
        >
          <PlusIcon className="size-4" />
          Add Customer
        </button>
      )}
      <p className="max-w-xs text-xs text-slate-500">
        Customers you add appear here, newest first. Open one to enter its pieces and price the order.
      </p>
    </div>
  );
}
