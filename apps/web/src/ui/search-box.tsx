import { FormInput } from "./form-input";
import { CloseIcon, SearchIcon } from "./icons";

export type SearchBoxProps = {
  /** The accessible name, e.g. "Search customers". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Tailwind width class of the box. */
  widthClassName: string;
};

/** A list's search box: × clears it, Escape too. */
export function SearchBox({ label, placeholder, value, onChange, widthClassName }: SearchBoxProps) {
  return (
    <FormInput
      label={label}
      hideLabel
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
      // The server searches at most 120 characters, the longest name there can be.
      maxLength={120}
      containerClassName={widthClassName}
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

/** A server-paged list's search box, bound to the text typed (useSearchedPages). */
export function ListSearch({
  list,
  width,
  ...box
}: Pick<SearchBoxProps, "label" | "placeholder"> & {
  list: { searchText: string; setSearchText: (text: string) => void };
  /** Tailwind width class of the box. */
  width: string;
}) {
  return <SearchBox {...box} widthClassName={width} value={list.searchText} onChange={list.setSearchText} />;
}
