import { describe, expect, it } from "vitest";
import { checkLine, checkServerLine, draftFromServer } from "./line-check";
import { describeDrafts, lineWarnings, matchingNames } from "./operation-entries";
import type { OperationDraft, ServerLine } from "./order-types";
import { draftOf, exampleNamed, setupFor } from "./test-setup";

// The operations cell (issue 29): a line's operations priced by the band of its material's thickness,
// their errors on the cell, and the tempering warnings for the holes of a toughened material.

const bands = exampleNamed("operation bands by size and thickness, with edge work and a multiplier");
const setup = setupFor(bands);
const toughened12 = draftOf(bands.input.lines[1]!);
const hole = (o: Partial<OperationDraft>): OperationDraft => ({
  name: "Hole",
  count: "1",
  size: "",
  edgeDistance: "",
  cornerDistance: "",
  ...o,
});

describe("a line's operations", () => {
  it("prices them by the band of the material's thickness, exactly as pricing-examples.json says", () => {
    const check = checkLine(toughened12, setup);
    expect(check.kind).toBe("valid");
    // 1 in on 12 mm is the (1 in, 12 mm) band at 32.5, not the 6 mm one at 25: 32.5 + 1125.75.
    if (check.kind === "valid") expect(check.priced).toEqual(bands.expected!.lines[1]);
  });

  it("says on the operations cell what does not price or is refused", () => {
    const noBand = checkLine({ ...toughened12, operations: [hole({ size: "5" })] }, setup);
    expect(noBand).toEqual({ kind: "invalid", errors: { operations: "No rate for this size" } });
    const zero = checkLine({ ...toughened12, operations: [hole({ count: "0" })] }, setup);
    expect(zero).toEqual({
      kind: "invalid",
      errors: { operations: "Count must be a whole number of 1 or more" },
    });
  });

  it("reads a saved line's operations back as the same snapshot, whatever the stored key order", () => {
    const draft = { ...toughened12, operations: [hole({ count: "4", size: "1", edgeDistance: "2" })] };
    const local = checkLine(draft, setup);
    if (local.kind !== "valid") throw new Error("should be valid");
    // As Postgres's jsonb gives them back: shorter keys first.
    const stored = [{ name: "Hole", size: "1", count: 4, edgeDistance: "2", cornerDistance: null }];
    const server = {
      _id: "l1",
      ...local.input,
      operations: stored,
      priced: local.priced,
      error: null,
    } as unknown as ServerLine;
    const fast = checkServerLine(server, setup);
    expect(fast.kind === "valid" && fast.snapshot).toBe(local.snapshot);
    expect(draftFromServer(server).operations).toEqual(draft.operations);
  });

  it("is said compactly, counts and sizes", () => {
    expect(describeDrafts([hole({ count: "4", size: "12" }), hole({ name: "Hinge cut-out" })])).toBe(
      "4 x Hole 12, 1 x Hinge cut-out",
    );
  });

  it("finds operations by what is typed, those starting with it first", () => {
    const names = ["Hole", "Countersunk hole", "Socket", "Hinge cut-out"];
    expect(matchingNames(names, "ho")).toEqual(["Hole", "Countersunk hole"]);
    expect(matchingNames(names, "")).toEqual(names);
  });
});

describe("tempering warnings at entry", () => {
  it("warns once per rule for the holes of a toughened material, in the company's unit", () => {
    const draft = {
      ...toughened12,
      operations: [
        hole({ count: "2", size: "1", edgeDistance: "0.5", cornerDistance: "3" }),
        hole({ count: "2", size: "1", edgeDistance: "0.5" }),
      ],
    };
    // 0.5 in = 12.7 mm < 2 x 12; 3 in = 76.2 mm < 6.5 x 12 = 78.
    expect(lineWarnings(draft, setup)).toEqual([
      "Hole closer to the edge than 2 x thickness (12 mm): it may break when toughened",
      "Hole closer to a corner than 6.5 x thickness (12 mm): it may break when toughened",
    ]);
    // The line still prices: a warning never blocks.
    expect(checkLine(draft, setup).kind).toBe("valid");
  });

  it("says nothing for a material not toughened or an operation that is not a round hole", () => {
    const small = [hole({ size: "0.25" })];
    expect(lineWarnings({ ...toughened12, operations: small }, setup)).toEqual([
      "Hole smaller than the glass thickness (12 mm): it may break when toughened",
    ]);
    expect(lineWarnings({ ...toughened12, materialType: "Granite Black", operations: small }, setup)).toEqual(
      [],
    );
    const sink = [hole({ name: "Sink cut-out", size: "0.25" })];
    expect(lineWarnings({ ...toughened12, operations: sink }, setup)).toEqual([]);
  });
});
