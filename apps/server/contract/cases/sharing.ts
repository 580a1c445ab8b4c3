import { DOCUMENT_MESSAGES } from "@kerf/core";
import { expectEqual, expectInvalid } from "../harness";
import type { ContractContext, Row } from "./context";
import { sharingFixture } from "./sharing-fixture";
import { invoiceSharingRows } from "./sharing-invoices";
import { quoteSharingRows } from "./sharing-quotes";

/** Issue 16: document settings, PDFs, share links and the customer's answers, mail. */
export function sharingRows(ctx: ContractContext): Row[] {
  const { api, a, b, noToken } = ctx;
  const fixture = sharingFixture(ctx);
  const { settings, documentSettings } = fixture;
  return [
    {
      method: "GET",
      path: "/api/setting/company",
      cases: {
        valid: async () =>
          expectEqual((await settings(a)).quotationValidityDays, 15, "the validity a company starts with"),
        "no token": noToken("GET", "/api/setting/company"),
      },
    },
    {
      method: "POST",
      path: "/api/setting/company",
      cases: {
        valid: async () => {
          const saved = await documentSettings();
          // Kept as the server re-encoded it: a PNG still, of the same one pixel (its header says so).
          const kept = Buffer.from(String(saved.logo).split(",")[1] ?? "", "base64");
          expectEqual(
            [
              String(saved.logo).slice(0, 22),
              kept.readUInt32BE(16),
              kept.readUInt32BE(20),
              saved.quotationValidityDays,
            ],
            ["data:image/png;base64,", 1, 1, 10],
            "the logo (a PNG of 1 x 1 pixels) and the validity",
          );
        },
        invalid: async () => {
          const notImage = `data:image/png;base64,${Buffer.from("GIF89a, not a PNG").toString("base64")}`;
          expectInvalid(
            await api.call("POST", "/api/setting/company", { token: a, body: { logo: notImage } }),
            DOCUMENT_MESSAGES.logoType,
            { logo: DOCUMENT_MESSAGES.logoType },
          );
        },
        "no token": noToken("POST", "/api/setting/company", { terms: "x" }),
        more: async () => {
          // Each company has its own settings.
          await documentSettings();
          expectEqual((await settings(b)).logo, null, "the other company's logo");
        },
      },
    },
    ...quoteSharingRows(ctx, fixture),
    ...invoiceSharingRows(ctx, fixture),
  ];
}
