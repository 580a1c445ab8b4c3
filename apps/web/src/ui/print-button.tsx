import { Button, type ButtonProps } from "./button";
import { PrinterIcon } from "./icons";

/** Print, for a page that is a printed document: the browser prints the page as it stands. */
export function PrintButton(props: Omit<ButtonProps, "icon" | "onClick" | "children">) {
  return (
    <Button icon={<PrinterIcon />} onClick={() => window.print()} {...props}>
      Print
    </Button>
  );
}
