import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

// A share link is found by the SHA-256 of its token; the token itself is kept only sealed (AES-256-GCM)
// with a key that is not in the database, so that the shop can be shown its live link again (Share,
// WhatsApp and mail reuse it) while a copy of the database still opens no link.

export interface LinkSeal {
  seal(token: string): Buffer;
  /** The token, or null when it was sealed with another key (or tampered with). */
  open(sealed: Buffer): string | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function linkSeal(key: Buffer): LinkSeal {
  if (key.length !== 32) throw new Error("a share link key is 32 bytes");
  return {
    seal(token) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]);
    },
    open(sealed) {
      if (sealed.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, IV_BYTES));
        decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
        const body = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}

/**
 * SHARE_LINK_KEY when set; otherwise the key kept in $DATA_DIR/share-link.key, made on first start (only
 * this user may read it). Two processes starting together on one folder both end up with the first key
 * written: the file is created exclusively and read back.
 */
export async function loadLinkKey(env: { SHARE_LINK_KEY?: string | undefined; DATA_DIR: string }) {
  if (env.SHARE_LINK_KEY) return Buffer.from(env.SHARE_LINK_KEY, "hex");
  const file = path.resolve(env.DATA_DIR, "share-link.key");
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  let text = (await readFile(file, "utf8")).trim();
  // Another process may have created the file an instant ago and not written it yet.
  for (let wait = 0; !text && wait < 20; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    text = (await readFile(file, "utf8")).trim();
  }
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error(`${file} does not hold a 64-hex-character key`);
  return Buffer.from(text, "hex");
}
