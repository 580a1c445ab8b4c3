import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { rest } from "./clients";
import { CLEAR } from "./order-fixture";

// What the frozen-document attacks share: the built web app (the PDFs are printed from it), a company's
// catalogue with an edged line, and a document read three ways (its JSON, its share page's JSON, its PDF).

export const WEB_DIST = path.resolve(import.meta.dirname, "../../web/dist");
if (!existsSync(path.join(WEB_DIST, "index.html"))) {
  throw new Error(`These tests print PDFs from the built web app: run \`npm run build\` first (${WEB_DIST})`);
}

export const LOGO_1PX =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
export const LOGO_3X2 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGM4IScHQQxwFgBBAAYZPEVBlgAAAABJRU5ErkJggg==";

export const POLISH = {
  edgeProfileName: "edgeProfile1",
  saveAsEdgeProfile: "byName",
  customEdgeProfileName: "Flat Polish",
  edgeProfileRate: "12",
};
export const EDGED_LINE = { edgeSelection: "edgeSelection8", edgeProfile: "Flat Polish" };

/** A PDF as a customer reads it: its text (pdftotext) and its pictures' sizes (the logo among them). */
export function pdfContent(pdf: Buffer): { text: string; images: string[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kerf-frozen-"));
  try {
    const file = path.join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    // page, num, type, width, height, color, comp, bpc, ...: the object numbers may differ between prints.
    const images = execFileSync("pdfimages", ["-list", file])
      .toString()
      .split("\n")
      .slice(2)
      .filter(Boolean)
      .map((row) => row.trim().split(/\s+/).slice(2, 8).join(" "));
    return { text, images };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function getPdf(app: FastifyInstance, url: string, token?: string): Promise<Buffer> {
  const res = await app.inject({ method: "GET", url, headers: token ? { access_token: token } : {} });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.rawPayload;
}

/**
 * Everything a shop can change that prices or prints a document, changed at once: the material's rate,
 * the edge profile's rate, the general settings (rounding, date format), the document settings (logo,
 * terms, validity, UPI) and the profile (name, address).
 */
export async function changeEverything(app: FastifyInstance, token: string) {
  const call = (method: "GET" | "POST" | "PATCH", url: string, body?: unknown) =>
    rest(app, method, url, body, token);
  const material = (await call("GET", "/setting/material")).body.data[0];
  const profile = (await call("GET", "/setting/edgeProfile")).body.data.edgeProfileOption[0];
  const general = (await call("GET", "/setting/general")).body.data;
  const user = (await call("GET", "/auth/user")).body.data;
  const answers = [
    await call("PATCH", "/setting/material", { ...CLEAR, _id: material._id, materialRate: "625" }),
    await call("PATCH", "/setting/edgeProfile", { ...POLISH, _id: profile._id, edgeProfileRate: "95" }),
    await call("POST", "/setting/general", {
      ...general,
      dateFormat: "YYYY-MM-DD",
      pricingSettings: { ...general.pricingSettings, roundingStep: "6" },
    }),
    await call("POST", "/setting/company", {
      logo: LOGO_3X2,
      terms: "Full payment before cutting.",
      quotationValidityDays: 30,
      upiId: "newshop@okicici",
      payeeName: "New Payee",
    }),
    await call("POST", "/auth/user", {
      company_name: "Renamed Glass House",
      email_id: user.email_id,
      phone_no: user.phone_no,
      gstNo: user.gstNo,
      address: "99 New Market Road, Nashik",
    }),
  ];
  const failed = answers.find((a) => a.status !== 200);
  if (failed) throw new Error(`a change was refused: ${JSON.stringify(failed.body).slice(0, 300)}`);
}
