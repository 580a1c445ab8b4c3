import { Button } from "../../ui/button";
import { FormError } from "../../ui/form-error";

/** The IRN and transport forms' grid: two fields a row in the invoice's side panel. */
export const DETAIL_FORM = "grid grid-cols-2 gap-x-3 gap-y-1.5";

/** The foot of an invoice's detail form: a failure that is no field's, then the save button. */
export function DetailFormFoot(props: { failure: string | null; submitting: boolean; label: string }) {
  return (
    <div className="col-span-2 flex items-center justify-end gap-2">
      <FormError message={props.failure} />
      <Button type="submit" size="sm" loading={props.submitting}>
        {props.label}
      </Button>
    </div>
  );
}
