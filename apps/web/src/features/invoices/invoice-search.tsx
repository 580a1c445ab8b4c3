import { FormInput } from "../../components/form-input";
import { CloseIcon, SearchIcon } from "../../components/icons";

/** Searches by the customer's name or the invoice number; × and Escape clear it. */
export function InvoiceSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormInput
      label="Search invoices"
      hideLabel
      placeholder="Customer or invoice number"
      autoComplete="off"
      spellCheck={false}
      // The server searches at most 120 characters, the longest customer name there can be.
      maxLength={120}
      containerClassName="w-[260px]"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && value) {
          event.preventDefault();
          onChange("");
        }
      }}
      rightIcon={
        value ? (
          <button
            type="button"
            aria-label="Clear search"
            title="Clear search"
            onClick={() => onChange("")}
            className="flex size-7 items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            <CloseIcon className="size-3.5" />
          </button>
        ) : (
          <span className="flex size-7 items-center justify-center">
            <SearchIcon className="size-4" />
          </span>
        )
      }
    />
  );
}
