import { useSession } from "../../lib/session";

export const CUTTING_GST_WARNING =
  "Cutting is charged without GST. Cutting charged with the goods is part of their value (CGST Act sec. 15(2)(c)): GST is due on it at the goods' rate, and the GST files report it only inside each invoice's value, never as a supply of its own.";

/**
 * Said wherever a registered company's GST is set or filed while it charges cutting without GST: the
 * law counts cutting done before delivery as part of the goods' value.
 */
export function CuttingGstWarning({ gstOnCutting }: { gstOnCutting: boolean | undefined }) {
  const registered = useSession((s) => Boolean(s.user?.gstNo));
  if (!registered || gstOnCutting !== false) return null;
  return (
    <p
      role="alert"
      className="rounded-md bg-amber-50 px-3 py-2 text-xs leading-snug text-amber-900 ring-1 ring-amber-200"
    >
      {CUTTING_GST_WARNING}
    </p>
  );
}
