import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { linkSeal, loadLinkKey } from "./link-seal";

describe("sealed share tokens", () => {
  const token = randomBytes(32).toString("base64url");

  it("open with the key they were sealed with, and with no other; tampering opens nothing", () => {
    const key = randomBytes(32);
    const sealed = linkSeal(key).seal(token);
    expect(sealed.toString("latin1")).not.toContain(token);
    expect(linkSeal(key).open(sealed)).toBe(token);
    expect(linkSeal(randomBytes(32)).open(sealed)).toBeNull();
    const tampered = Buffer.from(sealed);
    tampered[20]! ^= 1;
    expect(linkSeal(key).open(tampered)).toBeNull();
    expect(linkSeal(key).open(Buffer.alloc(10))).toBeNull();
    // Two seals of one token differ (a fresh nonce each time).
    expect(linkSeal(key).seal(token).equals(sealed)).toBe(false);
  });

  it("take SHARE_LINK_KEY, or a key made once in DATA_DIR that every process on it shares", async () => {
    const key = "0f".repeat(32);
    expect((await loadLinkKey({ SHARE_LINK_KEY: key, DATA_DIR: "/nonexistent" })).toString("hex")).toBe(key);
    const dir = await mkdtemp(path.join(os.tmpdir(), "kerf-key-"));
    try {
      const keys = await Promise.all(Array.from({ length: 5 }, () => loadLinkKey({ DATA_DIR: dir })));
      expect(new Set(keys.map((k) => k.toString("hex"))).size).toBe(1);
      const file = path.join(dir, "share-link.key");
      expect((await readFile(file, "utf8")).trim()).toBe(keys[0]!.toString("hex"));
      expect((await stat(file)).mode & 0o077).toBe(0);
      expect((await loadLinkKey({ DATA_DIR: dir })).equals(keys[0]!)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
