import examples from "@kerf/core/pricing-examples.json" with { type: "json" };
import { TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, trpcClient } from "../../../test/clients";
import { cuttingWithoutGst } from "../../../test/order-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

interface Example {
  name: string;
  input: { materials: Record<string, string>[]; lines: Record<string, unknown>[] } & Record<string, unknown>;
  expected?: { lines: Record<string, string>[]; totals: Record<string, string> };
  error?: string;
}
// Examples with operations or item lines (pricing.md "Operations and items") are priced by
// packages/core; quotes.price takes piece lines only until the order lines take them (issue 29).
const ALL = (examples as unknown as Example[]).filter(
  (e) => !("itemLines" in e.input || "operations" in e.input),
);

describe("tRPC quotes.price", () => {
  let t: TestApp;
  let client: ReturnType<typeof trpcClient>;
  beforeAll(async () => {
    t = await createTestApp();
    const url = await listen(t.app);
    const { accessToken } = await signupCompany(t.app);
    client = trpcClient(url, accessToken);
    // The examples' saved settings are the spec's defaults, which charge cutting without GST; a company
    // with a GSTIN now starts with GST on cutting (CGST Act sec. 15(2)(c)).
    await cuttingWithoutGst((...a) => rest(t.app, ...a), accessToken);
    // The company's own catalogue: the first example's first material, with the default settings.
    const material = ALL[0]!.input.materials[0]!;
    expect((await rest(t.app, "POST", "/setting/material", material, accessToken)).status).toBe(201);
  });
  afterAll(() => t.close());

  it.each(ALL.filter((e) => e.expected).map((e) => [e.name, e] as const))(
    "prices '%s' exactly as pricing-examples.json when the file gives everything",
    async (_name, example) => {
      const quote = await client.quotes.price.mutate(example.input as never);
      expect(quote.totals).toEqual(example.expected!.totals);
      quote.lines.forEach((line, i) => {
        expect(line).toMatchObject(example.expected!.lines[i]!);
        expect(line.widthForDisplay).toBe(String(example.input.lines[i]!.widthForDisplay).trim());
      });
      expect(quote.sources).toEqual({
        settings: "file",
        materials: "file",
        edgeProfiles: "file",
        edgeSelections: "file",
      });
    },
  );

  it.each(ALL.filter((e) => e.error).map((e) => [e.name, e] as const))(
    "refuses '%s' with the rule's message under the line's field",
    async (_name, example) => {
      const error = await client.quotes.price.mutate(example.input as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCClientError);
      const e = error as TRPCClientError<never>;
      expect(e.message).toMatch(new RegExp(`^Line \\d+: ${example.error}`));
      expect(e.data).toMatchObject({ code: "BAD_REQUEST" });
      expect(Object.keys((e.data as unknown as { fieldErrors: object }).fieldErrors)[0]).toMatch(
        /^lines\.\d+\./,
      );
    },
  );

  it("takes what the file leaves out from the company's saved settings, and never a client's figures", async () => {
    const example = ALL[0]!;
    const lines = example.input.lines.map((l) => ({ ...l, total: "1.00", rate: "0.01" }));
    const saved = await client.quotes.price.mutate({
      lines,
      expected: { totals: { payable: "1.00" } },
    } as never);
    expect(saved.sources).toEqual({
      settings: "company",
      materials: "company",
      edgeProfiles: "company",
      edgeSelections: "company",
    });
    expect(saved.totals).toEqual(example.expected!.totals);
    expect(saved.lines[0]).toMatchObject(example.expected!.lines[0]!);

    // A settings field the file gives wins over the saved one; the rest are still the company's.
    const mixed = await client.quotes.price.mutate({ settings: { roundingStep: 0 }, lines });
    expect(mixed.sources.settings).toBe("both");
    expect(mixed.unit).toBe("inch");

    // A material list from the file replaces the saved one whole.
    const error = await client.quotes.price
      .mutate({ materials: [example.input.materials[1]!] as never, lines })
      .catch((e: TRPCClientError<never>) => e);
    expect((error as TRPCClientError<never>).message).toBe('Line 1: Unknown material "Clear 5mm"');
  });

  it("refuses a malformed quote with field messages, and a caller without a session", async () => {
    const error = await client.quotes.price
      .mutate({ settings: { unit: "cm" as never }, lines: [] })
      .catch((e: TRPCClientError<never>) => e);
    expect((error as TRPCClientError<never>).data).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { "settings.unit": "Unit must be inch or mm", lines: "Required" },
    });
    const anonymous = await trpcClient(
      `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`,
    )
      .quotes.price.mutate({ lines: ALL[0]!.input.lines as never })
      .catch((e: TRPCClientError<never>) => e);
    expect((anonymous as TRPCClientError<never>).data).toMatchObject({ code: "UNAUTHORIZED" });
  });
});
