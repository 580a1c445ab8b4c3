import { Dialog, DialogBackdrop, DialogPanel } from "@headlessui/react";
import { NavContent } from "./side-nav";

/**
 * The navigation on a phone (issue 33): a drawer from the left, opened by the header's Menu button;
 * following a link, Escape or a tap outside closes it. A chunk of its own, fetched on the first Menu
 * tap: a desk never opens it.
 */
export default function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 md:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/40 transition-opacity duration-150 data-closed:opacity-0"
      />
      <DialogPanel
        transition
        aria-label="Navigation"
        className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl transition duration-150 ease-out data-closed:-translate-x-full"
      >
        <NavContent onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
