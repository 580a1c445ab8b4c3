import type { KeyboardEvent } from "react";

// Portal-spec section 2: "Forms submit on button click; Enter or Tab moves focus to the next field."
// Counter staff type a field, press Enter, type the next: a browser's implicit submit on Enter would
// send half-filled forms. Enter on the submit button itself still submits (the browser clicks it).

const FIELD_SELECTOR = "input, select, textarea, button, [tabindex]";
const NON_FIELD_INPUT_TYPES = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

function isFocusStop(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement)) return false;
  if (el.tabIndex < 0 || el.hasAttribute("disabled") || el.closest("[inert]")) return false;
  if (el.dataset.enterSkip !== undefined) return false;
  if (el instanceof HTMLInputElement && (el.type === "hidden" || el.readOnly)) return false;
  if (el instanceof HTMLTextAreaElement && el.readOnly) return false;
  // Hidden by CSS (display:none, a collapsed section): not reachable, not a stop.
  return el.getClientRects().length > 0;
}

/** Focuses the focus stop after `from` inside `container`; false when `from` was the last one. */
export function focusNextField(container: HTMLElement, from: Element): boolean {
  const stops = Array.from(container.querySelectorAll(FIELD_SELECTOR)).filter(isFocusStop);
  const next = stops[stops.indexOf(from as HTMLElement) + 1];
  if (!next || !stops.includes(from as HTMLElement)) return false;
  next.focus();
  if (next instanceof HTMLInputElement && typeof next.select === "function" && next.type !== "checkbox") {
    // Typing replaces the figure, as in a spreadsheet.
    next.select();
  }
  return true;
}

/**
 * onKeyDown for a <form> (or any container of fields): Enter in a single-line field moves focus to the
 * next field or button instead of submitting. Leaves alone Enter in a textarea (a new line), on a
 * button (activates it), and any Enter a widget already handled (an open select picking an option).
 */
export function enterMovesFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Enter" || event.defaultPrevented || event.nativeEvent.isComposing) return;
  const target = event.target;
  const isField =
    (target instanceof HTMLInputElement && !NON_FIELD_INPUT_TYPES.has(target.type)) ||
    target instanceof HTMLSelectElement;
  if (!isField) return;
  event.preventDefault();
  focusNextField(event.currentTarget, target);
}
