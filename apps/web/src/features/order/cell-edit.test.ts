import { describe, expect, it } from "vitest";
import { newRowKey, withField } from "./cell-edit";
import { emptyDraft } from "./line-check";
import { draftOf, mixedWithAreaInputs } from "./test-setup";

const { mixed, setup } = mixedWithAreaInputs();

describe("a cell edit", () => {
  it("changes that cell alone, and the same text again changes nothing (same object)", () => {
    const draft = emptyDraft("Clear 5mm");
    const wider = withField(draft, "width", "12#4", setup);
    expect(wider).toEqual({ ...draft, width: "12#4" });
    expect(withField(wider, "width", "12#4", setup)).toBe(wider);
  });

  it("keeps the text exactly as typed", () => {
    const draft = withField(emptyDraft(""), "quantity", " 007 ", setup);
    expect(draft.quantity).toBe(" 007 ");
  });

  it("a profile brings its area inputs with their catalogue defaults; a profile without any clears them", () => {
    const draft = withField(emptyDraft(""), "edgeSelection", "edgeSelection9", setup);
    const half = withField(draft, "edgeProfile", "Half Round", setup);
    expect(half.extras).toEqual([
      { label: "A", value: "1" },
      { label: "B", value: "1" },
    ]);
    const plain = withField(half, "edgeProfile", "no such profile", setup);
    expect(plain.extras).toEqual([]);
  });

  it("changing the profile keeps what was typed into an input of the same name", () => {
    let draft = withField(emptyDraft(""), "edgeProfile", "Half Round", setup);
    draft = withField(draft, "extra1", "7", setup);
    draft = withField(draft, "extra0", "35", setup);
    expect(withField(draft, "edgeProfile", "Bevel 10mm", setup).extras).toEqual([
      { label: "A", value: "35" },
    ]);
  });

  it("an area input the profile does not have is ignored", () => {
    const draft = withField(emptyDraft(""), "edgeProfile", "Bevel 10mm", setup);
    expect(withField(draft, "extra1", "9", setup)).toBe(draft);
  });

  it("no edge work clears the profile and its inputs; choosing edges keeps the profile", () => {
    const line = draftOf(mixed.input.lines[2]!);
    const withProfile = withField(
      withField(line, "edgeSelection", "edgeSelection9", setup),
      "edgeProfile",
      "Half Round",
      setup,
    );
    expect(withField(withProfile, "edgeSelection", "edgeSelection1", setup)).toMatchObject({
      edgeSelection: "edgeSelection1",
      edgeProfile: "Half Round",
    });
    expect(withField(withProfile, "edgeSelection", "", setup)).toMatchObject({
      edgeSelection: "",
      edgeProfile: "",
      extras: [],
    });
  });
});

describe("row keys", () => {
  it("are unique in the tab", () => {
    const keys = new Set(Array.from({ length: 1000 }, newRowKey));
    expect(keys.size).toBe(1000);
  });
});
