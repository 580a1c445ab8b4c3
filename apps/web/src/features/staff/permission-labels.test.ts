import { PERMISSIONS } from "@kerf/core";
import { describe, expect, it } from "vitest";
import { PERMISSION_GROUPS } from "./permission-labels";

describe("the role editor's permissions", () => {
  it("offers every permission exactly once", () => {
    const offered = PERMISSION_GROUPS.flatMap((g) => g.items.map(([p]) => p));
    expect([...offered].sort()).toEqual([...PERMISSIONS].sort());
  });
});
