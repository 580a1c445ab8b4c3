import type { Page } from "@playwright/test";

/** A 390 x 844 phone held by a thumb: what the phone tests set with test.use. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/**
 * How far the page, or anything drawn in it, reaches past the screen's right edge (0: it fits), and the
 * innermost elements that stick out (what to fix). Content cut off by a box's overflow, or left to a box
 * that scrolls sideways, counts too: the reader would have to swipe for it.
 */
export function overflow(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector("main");
    const root = document.documentElement;
    const edge = root.clientWidth;
    const drawn = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (getComputedStyle(el).visibility === "hidden" || el.closest('[aria-hidden="true"], .sr-only')) {
        return false;
      }
      // Inside a box clipped to nothing (a list card's column heads, kept for screen readers).
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const box = up.getBoundingClientRect();
        if (getComputedStyle(up).clipPath !== "none" || (box.width <= 1 && box.height <= 1)) return false;
      }
      return true;
    };
    const out = [...document.querySelectorAll("body *")].filter(
      (el) =>
        el.getBoundingClientRect().right > edge + 1 &&
        drawn(el) &&
        ![...el.children].some((c) => c.getBoundingClientRect().right > edge + 1),
    );
    const furthest = Math.max(0, ...out.map((el) => el.getBoundingClientRect().right - edge));
    const by = Math.round(
      Math.max(root.scrollWidth - root.clientWidth, main ? main.scrollWidth - main.clientWidth : 0, furthest),
    );
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(" ").slice(0, 4).join(".")}` : ""}`;
    return { by, culprits: out.slice(0, 3).map(name) };
  });
}

/**
 * The controls a thumb must hit that are smaller than 48 x 48 px (Material's and Lighthouse's touch
 * target; WCAG 2.5.8 asks 24): buttons, links that are not words inside a sentence, fields, pickers. A
 * checkbox or radio counts by the label around it, which takes the tap too.
 */
export function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector =
      'button, a[href], select, input:not([type="hidden"]), textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"]';
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const target =
        el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")
          ? (el.closest("label") ?? el)
          : el;
      const box = target.getBoundingClientRect();
      // Nothing drawn, or a skip link hidden until focused (1 x 1 px).
      if (box.width <= 1 || box.height <= 1) continue;
      // A link inside running text is a word of the sentence, exempt as WCAG 2.5.8 exempts it.
      if (
        el.tagName === "A" &&
        style.display === "inline" &&
        (el.parentElement?.textContent ?? "").trim() !== (el.textContent ?? "").trim()
      )
        continue;
      if (box.height < 47.5 || box.width < 47.5) {
        const label = (el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("name") ?? "")
          .trim()
          .slice(0, 30);
        small.push(
          `${el.tagName.toLowerCase()}${el.getAttribute("type") ? `[${el.getAttribute("type")}]` : ""} "${label}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}
