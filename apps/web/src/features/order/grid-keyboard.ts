import type { FocusEvent } from "react";

// Moving around the piece grid from the keyboard, by the DOM: every editable cell carries data-col,
// every row data-key, so a move is a sibling lookup whatever the row count.

const ROW = "tr[data-key]";

const FIELD = "[data-col]";

export function rowOf(el: EventTarget | null): HTMLElement | null {
  return el instanceof Element ? el.closest<HTMLElement>(ROW) : null;
}

function isEnabled(el: HTMLElement): boolean {
  return !el.hasAttribute("disabled") && el.getAttribute("aria-disabled") !== "true";
}

function rowFields(row: Element): HTMLElement[] {
  return Array.from(row.querySelectorAll<HTMLElement>(FIELD)).filter(isEnabled);
}

/** The row above or below, across the grid's row groups (its <tbody> elements); null at either end. */
export function adjacentRow(row: Element, direction: -1 | 1): Element | null {
  const step = (el: Element) => (direction < 0 ? el.previousElementSibling : el.nextElementSibling);
  const sibling = step(row);
  if (sibling) return sibling;
  for (let group = row.parentElement && step(row.parentElement); group; group = step(group)) {
    const edge = direction < 0 ? group.lastElementChild : group.firstElementChild;
    if (edge?.matches(ROW)) return edge;
  }
  return null;
}

/** However a cell is reached (Tab, a click, a script), typing replaces what it holds. */
export function selectAll(e: FocusEvent<HTMLInputElement>) {
  e.currentTarget.select();
}

/** Focuses a cell; text is selected, so typing replaces the figure as in a spreadsheet. */
export function focusField(el: HTMLElement | null | undefined): boolean {
  if (!el) return false;
  el.focus();
  if (el instanceof HTMLInputElement) el.select();
  return true;
}

/** The field after `from`: the next cell of its row, else the first of the next row; null at the very end. */
export function nextField(from: HTMLElement): HTMLElement | null {
  const row = rowOf(from);
  if (!row) return null;
  const fields = rowFields(row);
  const at = fields.indexOf(from);
  if (at >= 0 && at + 1 < fields.length) return fields[at + 1]!;
  for (let next = adjacentRow(row, 1); next; next = adjacentRow(next, 1)) {
    const first = rowFields(next)[0];
    if (first) return first;
  }
  return null;
}

/**
 * The same column one row up or down. Where that row has no such cell (no edge work, so no profile),
 * the nearest cell to its left.
 */
export function verticalField(from: HTMLElement, direction: -1 | 1): HTMLElement | null {
  const row = rowOf(from);
  const col = from.dataset.col;
  if (!row || !col) return null;
  const target = adjacentRow(row, direction);
  if (!target) return null;
  const all = Array.from(target.querySelectorAll<HTMLElement>(FIELD));
  const at = all.findIndex((el) => el.dataset.col === col);
  for (let i = at; i >= 0; i--) if (isEnabled(all[i]!)) return all[i]!;
  return rowFields(target)[0] ?? null;
}

/** The cell of column `col` in row `key`, or that row's first cell. */
export function fieldAt(grid: HTMLElement, key: string, col?: string): HTMLElement | null {
  const row = grid.querySelector<HTMLElement>(`${ROW}[data-key="${CSS.escape(key)}"]`);
  if (!row) return null;
  const fields = rowFields(row);
  return fields.find((el) => el.dataset.col === col) ?? fields[0] ?? null;
}

/** Ctrl+Delete (Cmd+Delete) or Alt+Backspace: delete the row. */
export function isDeleteRowKey(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) {
  return (e.key === "Delete" && (e.ctrlKey || e.metaKey)) || (e.key === "Backspace" && e.altKey);
}

export function hasModifier(e: { ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }) {
  return e.ctrlKey || e.metaKey || e.altKey || e.shiftKey;
}
