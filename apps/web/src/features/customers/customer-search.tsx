import { FormInput } from "../../components/form-input";
import { CloseIcon, SearchIcon } from "../../components/icons";

export type CustomerSearchProps = { value: string; onChange: (value: string) => void };

/** The dashboard's search box, 200px wide: × clears it, Escape too. */
export function CustomerSearch({ value, onChange }: CustomerSearchProps) {
  return (
    <FormInput
      label="Search customers"
      hideLabel
      placeholder="Search by name"
      autoComplete="off"
      spellCheck={false}
      // The server searches at most 120 characters, the longest name there can be.
      maxLength={120}
      containerClassName="w-[200px]"
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
