import { describe, expect, it } from "vitest";
import { checkLine, emptyDraft } from "./line-check";
import type { LineDraft } from "./order-types";
import { countRows, displayedPrice, type RowState, rowStatus, sameCounts, visibleErrors } from "./row-state";
import { draftOf, exampleNamed, setupFor } from "./test-setup";

const mixed = exampleNamed("a mixed quote over one lakh");
const setup = setupFor(mixed);

function rowOf(draft: LineDraft, patch: Partial<RowState> = {}): RowState {
  return {
    key: "k",
    draft,
    check: checkLine(draft, setup, true),
    serverId: null,
    syncedSnapshot: null,
    serverPriced: null,
    sync: "idle",
    rejected: null,
    shown: "all",
    ...patch,
  };
}

const valid = rowOf(draftOf(mixed.input.lines[0]!));
if (valid.check.kind !== "valid") throw new Error("the first example line is valid");
const snapshot = valid.check.snapshot;
const invalid = rowOf({ ...emptyDraft("Clear 5mm"), width: "abc", length: "10", quantity: "0" });

describe("a row's save status", () => {
  it("blank, invalid, pending until the server holds this very line, then saved", () => {
    expect(rowStatus(rowOf(emptyDraft("")))).toBe("blank");
    expect(rowStatus(invalid)).toBe("invalid");
    expect(rowStatus(valid)).toBe("pending");
    expect(rowStatus({ ...valid, sync: "saving" })).toBe("saving");
    expect(rowStatus({ ...valid, sync: "retrying" })).toBe("retrying");
    expect(rowStatus({ ...valid, syncedSnapshot: snapshot })).toBe("saved");
    expect(rowStatus({ ...valid, syncedSnapshot: "an older line" })).toBe("pending");
  });

  it("rejected only while the row still reads as the line the server refused", () => {
    const rejected = { snapshot, errors: { width: "Too wide" }, message: "Too wide" };
    expect(rowStatus({ ...valid, sync: "rejected", rejected })).toBe("rejected");
    expect(rowStatus({ ...valid, rejected: { ...rejected, snapshot: "before the edit" } })).toBe("pending");
  });
});

describe("what a row shows", () => {
  it("the server's figures for the line it priced, the browser's own otherwise", () => {
    if (valid.check.kind !== "valid") throw new Error("valid");
    const server = { ...valid.check.priced, lineTotal: "1.00" };
    expect(displayedPrice(valid)).toBe(valid.check.priced);
    expect(displayedPrice({ ...valid, serverPriced: { snapshot, priced: server } })).toBe(server);
    expect(displayedPrice({ ...valid, serverPriced: { snapshot: "older", priced: server } })).toBe(
      valid.check.priced,
    );
    expect(displayedPrice(invalid)).toBeNull();
  });

  it("messages: the server's refusal of this line, else the cells left so far, else all once the row was left", () => {
    expect(visibleErrors({ ...invalid, shown: new Set() })).toEqual({});
    expect(visibleErrors({ ...invalid, shown: new Set(["width"]) })).toEqual({ width: "Invalid input" });
    expect(visibleErrors(invalid)).toMatchObject({
      width: "Invalid input",
      quantity: "Quantity should be greater than 0",
    });
    const rejected = { snapshot, errors: { width: "Too wide" }, message: "Too wide" };
    expect(visibleErrors({ ...valid, rejected })).toEqual({ width: "Too wide" });
    expect(visibleErrors(valid)).toEqual({});
  });
});

describe("the page's save counts", () => {
  it("count each unsaved state; a retrying delete counts as one retrying line", () => {
    const rows = [
      valid,
      { ...valid, sync: "saving" as const },
      { ...valid, syncedSnapshot: snapshot },
      invalid,
      rowOf(emptyDraft("")),
    ];
    const counts = countRows(rows, 2, true);
    expect(counts).toEqual({ invalid: 1, pending: 1, saving: 1, retrying: 1, rejected: 0, deletes: 2 });
    expect(sameCounts(counts, { ...counts })).toBe(true);
    expect(sameCounts(counts, { ...counts, deletes: 3 })).toBe(false);
  });
});
