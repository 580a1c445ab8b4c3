import { DOCUMENT_MESSAGES, MAX_LOGO_BYTES, MAX_LOGO_PIXELS, MAX_LOGO_SIDE } from "@kerf/core";
import type { Db } from "@kerf/db";
import type { FastifyBaseLogger } from "fastify";
import sharp, { type Sharp } from "sharp";
import { AppError } from "../../errors";

// A logo is decoded before it is trusted (issue 26): its header says its real size, which must be at
// most MAX_LOGO_PIXELS before a pixel is decoded (a 62 KB PNG claiming 23,000 x 23,000 once took the
// print browser 6.8 GB); then sharp (libvips, off the event loop) decodes it under that same limit and
// re-encodes it to at most 1,000 x 1,000 pixels and 500 KB. Only that copy is kept and shown: no page
// or PDF ever decodes the file as it was sent.

const refused = (message: string) => new AppError("BAD_REQUEST", message, { logo: message });

/** Encodings tried in turn until one fits MAX_LOGO_BYTES: a PNG keeps its transparency while it can. */
function encodings(format: string | undefined): ((image: Sharp) => Sharp)[] {
  const jpeg = (quality: number) => (image: Sharp) =>
    image.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true });
  const jpegs = [jpeg(85), jpeg(70), jpeg(50)];
  if (format !== "png") return jpegs;
  return [
    (image) => image.png({ compressionLevel: 9 }),
    (image) => image.png({ compressionLevel: 9, palette: true }),
    ...jpegs,
  ];
}

/** The logo (a data URL checked by its first bytes) decoded and re-encoded; a 400 naming `logo` if it cannot be. */
export async function reencodeLogo(dataUrl: string): Promise<string> {
  const input = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  // The header only: nothing is decoded yet, so no limit on what it may claim (sharp's own would
  // refuse to say).
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height || (header.format !== "png" && header.format !== "jpeg")) {
    throw refused(DOCUMENT_MESSAGES.logoUnreadable);
  }
  if (header.width * header.height > MAX_LOGO_PIXELS) {
    throw refused(DOCUMENT_MESSAGES.logoTooManyPixels(header.width, header.height));
  }
  for (const encode of encodings(header.format)) {
    const image = sharp(input, { limitInputPixels: MAX_LOGO_PIXELS, failOn: "error" })
      .rotate()
      .resize(MAX_LOGO_SIDE, MAX_LOGO_SIDE, { fit: "inside", withoutEnlargement: true });
    const output = await encode(image)
      .toBuffer({ resolveWithObject: true })
      .catch(() => null);
    if (!output) throw refused(DOCUMENT_MESSAGES.logoUnreadable);
    if (output.data.length <= MAX_LOGO_BYTES) {
      return `data:image/${output.info.format};base64,${output.data.toString("base64")}`;
    }
  }
  throw refused(DOCUMENT_MESSAGES.logoTooLarge);
}

/**
 * Logos stored before the server decoded them (logo_decoded false) are re-encoded now, a few at a time,
 * each row locked so that several processes share the work; one that cannot be read, or is too large to
 * decode, is dropped (the company uploads it again and is told why). Until then they are not shown.
 * The logos documents were issued with before (document_logos, decoded null) likewise: re-encoded under
 * the same key, or marked unreadable (decoded false) and never printed.
 */
export async function reencodeStoredLogos(db: Db, log: FastifyBaseLogger): Promise<number> {
  const reencoded = (companyId: string, logo: string) =>
    reencodeLogo(logo).catch((error: unknown) => {
      log.warn({ companyId, err: error }, "a stored logo could not be re-encoded: dropped");
      return null;
    });
  let done = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const settings = await trx
        .selectFrom("documentSettings")
        .select(["companyId", "logo"])
        .where("logoDecoded", "=", false)
        .where("logo", "is not", null)
        .limit(5)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of settings) {
        await trx
          .updateTable("documentSettings")
          .set({ logo: await reencoded(row.companyId, row.logo!), logoDecoded: true })
          .where("companyId", "=", row.companyId)
          .execute();
      }
      const issued = await trx
        .selectFrom("documentLogos")
        .select(["companyId", "hash", "dataUrl"])
        .where("decoded", "is", null)
        .limit(5)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of issued) {
        const logo = await reencoded(row.companyId, row.dataUrl);
        await trx
          .updateTable("documentLogos")
          .set(logo ? { dataUrl: logo, decoded: true } : { decoded: false })
          .where("companyId", "=", row.companyId)
          .where("hash", "=", row.hash)
          .execute();
      }
      return settings.length + issued.length;
    });
    done += batch;
    if (batch === 0) return done;
  }
}
