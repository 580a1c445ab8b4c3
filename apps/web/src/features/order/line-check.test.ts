import { describe, expect, it } from "vitest";
import { checkLine, checkServerLine, draftFromServer, emptyDraft } from "./line-check";
import type { ServerLine } from "./order-types";
import { draftOf, exampleNamed, setupFor } from "./test-setup";

const whole = exampleNamed("whole inches, default settings");
const setup = setupFor(whole);
const line = draftOf(whole.input.lines[0]!);

describe("checkLine", () => {
  it("leaves a row with no size and no edge alone, even with a material copied from above", () => {
    expect(checkLine(emptyDraft("Clear 5mm"), setup)).toEqual({ kind: "blank" });
    // A line the server holds is never blank: emptied, every cell says what it needs.
    const emptied = checkLine(emptyDraft("Clear 5mm"), setup, false);
    expect(emptied).toMatchObject({ kind: "invalid", errors: { width: "Required", length: "Required" } });
  });

  it("prices a valid line exactly as pricing-examples.json says", () => {
    const check = checkLine(line, setup);
    expect(check.kind).toBe("valid");
    if (check.kind === "valid") expect(check.priced).toEqual(whole.expected!.lines[0]);
  });

  it("puts each rule's message under its own cell", () => {
    const check = checkLine(
      { ...line, width: "abc", quantity: "0", materialType: "", edgeSelection: "edgeSelection5" },
      setup,
    );
    expect(check).toEqual({
      kind: "invalid",
      errors: {
        width: "Invalid input",
        quantity: "Quantity should be greater than 0",
        materialType: "Required",
        edgeProfile: "Edge profile is required",
      },
    });
    expect(checkLine({ ...line, width: "30", length: "20" }, setup)).toEqual({
      kind: "invalid",
      errors: { length: "Length must be greater than width" },
    });
    expect(checkLine({ ...line, width: "12#8" }, setup)).toMatchObject({
      errors: { width: "Invalid input" },
    });
    expect(checkLine({ ...line, materialType: "Marble" }, setup)).toMatchObject({
      errors: { materialType: 'Unknown material "Marble"' },
    });
  });

  it("reads sizes in the company's unit: # belongs to inches", () => {
    const mm = setupFor(exampleNamed("millimetres converted by 25.4 to two decimals"));
    expect(checkLine({ ...line, width: "600", length: "1200" }, mm).kind).toBe("valid");
    expect(checkLine({ ...line, width: "12#4", length: "1200" }, mm)).toMatchObject({
      errors: { width: "Invalid input" },
    });
  });

  it("takes a line the server priced as it stands, with the snapshot the grid would make of it", () => {
    const mixed = exampleNamed("a mixed quote over one lakh");
    const mixedSetup = setupFor(mixed, { "Bevel 10mm": [{ label: "A", value: 1 }] });
    mixed.input.lines.forEach((typed, i) => {
      const local = checkLine(draftOf(typed), mixedSetup);
      if (local.kind !== "valid") throw new Error(`line ${i} should be valid`);
      const server = {
        _id: `l${i}`,
        ...local.input,
        priced: local.priced,
        error: null,
      } as unknown as ServerLine;
      const fast = checkServerLine(server, mixedSetup);
      expect(fast.kind === "valid" && fast.snapshot).toBe(local.snapshot);
      expect(checkLine(draftFromServer(server), mixedSetup, false)).toEqual(local);
    });
  });
});
