import { TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, rest, signupCompany, trpcClient } from "../../../test/clients";
import { createTestApp, type TestApp } from "../../../test/test-app";

const NAMES = [
  "Anil Traders",
  "Bharat Glass",
  "100% Glass",
  "Mehta_Stone",
  "Mehta Stone",
  "D'Souza Interiors",
  "anil kumar",
  "Patel Marble",
  "Kiran Panels",
  "Gupta Mirrors",
  "Zenith Glazing",
  "Last Added",
];

describe("customers (/api/draft and tRPC)", () => {
  let t: TestApp;
  let a: string;
  let b: string;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
    a = (await signupCompany(t.app)).accessToken;
    b = (await signupCompany(t.app, { email: "b@rival.in", companyName: "Rival" })).accessToken;
    for (const name of NAMES) {
      const res = await rest(
        t.app,
        "POST",
        "/draft",
        { customerName: name, phoneNo: 9876543210, date: new Date().toISOString() },
        a,
      );
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => t.close());

  it("refuses a customer with the spec's messages and stores nothing", async () => {
    const res = await rest(t.app, "POST", "/draft", { customerName: " ", phoneNo: "12345", date: "" }, a);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      customerName: "Customer name is Required",
      phoneNo: "Invalid phone number",
      date: "Date is required",
    });
    const missingPhone = await rest(
      t.app,
      "POST",
      "/draft",
      { customerName: "X", date: new Date().toISOString() },
      a,
    );
    expect(missingPhone.body.errors).toEqual({ phoneNo: "Phone number is required" });
    expect((await rest(t.app, "GET", "/draft", undefined, a)).body.total).toBe(NAMES.length);
  });

  it("lists every customer newest first with an empty payload, with the total", async () => {
    const res = await rest(t.app, "GET", "/draft", undefined, a);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(12);
    expect(res.body.data.map((c: { customerName: string }) => c.customerName)).toEqual([...NAMES].reverse());
    expect(res.body.data[0]).toMatchObject({
      _id: expect.any(String),
      phoneNo: "9876543210",
      date: expect.any(String),
    });
  });

  it("pages by 10 in the database", async () => {
    const one = await rest(t.app, "GET", "/draft?page=1", undefined, a);
    const two = await rest(t.app, "GET", "/draft?page=2", undefined, a);
    expect(one.body.data).toHaveLength(10);
    expect(two.body.data.map((c: { customerName: string }) => c.customerName)).toEqual([
      "Bharat Glass",
      "Anil Traders",
    ]);
    expect(two.body).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    const bad = await rest(t.app, "GET", "/draft?page=0", undefined, a);
    expect(bad.status).toBe(400);
  });

  it("searches by contains, case-insensitive, with %, _ and quotes taken literally", async () => {
    const names = async (search: string) =>
      (await rest(t.app, "GET", `/draft?search=${encodeURIComponent(search)}`, undefined, a)).body.data.map(
        (c: { customerName: string }) => c.customerName,
      );
    expect(await names("ANIL")).toEqual(["anil kumar", "Anil Traders"]);
    expect(await names("%")).toEqual(["100% Glass"]);
    expect(await names("_")).toEqual(["Mehta_Stone"]);
    expect(await names("mehta_")).toEqual(["Mehta_Stone"]);
    expect(await names("d'souza")).toEqual(["D'Souza Interiors"]);
    expect(await names("nobody")).toEqual([]);
    const counted = await rest(t.app, "GET", "/draft?search=glass&page=1", undefined, a);
    expect(counted.body.total).toBe(2);
  });

  it("searches through tRPC the same way, a page at a time", async () => {
    const client = trpcClient(url, a);
    const page = await client.customers.list.query({ search: "mehta", page: 1 });
    expect(page.total).toBe(2);
    expect(page.customers.map((c) => c.customerName)).toEqual(["Mehta Stone", "Mehta_Stone"]);
  });

  it("is the company's own: another company sees none and cannot delete one (404)", async () => {
    const [first] = (await rest(t.app, "GET", "/draft", undefined, a)).body.data;
    expect((await rest(t.app, "GET", "/draft", undefined, b)).body).toMatchObject({ data: [], total: 0 });
    const del = await rest(t.app, "DELETE", "/draft", first, b);
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ isError: true, message: "Customer not found" });
    const viaTrpc = await trpcClient(url, b)
      .customers.get.query({ id: first._id })
      .catch((e: TRPCClientError<never>) => e);
    expect((viaTrpc as TRPCClientError<never>).data).toMatchObject({ httpStatus: 404 });
    await expect(trpcClient(url, b).customers.delete.mutate({ id: first._id })).rejects.toThrow(
      "Customer not found",
    );
    expect((await rest(t.app, "GET", "/draft", undefined, a)).body.total).toBe(12);
  });

  it("deletes with the whole customer object in the body", async () => {
    const [first] = (await rest(t.app, "GET", "/draft", undefined, a)).body.data;
    const res = await rest(t.app, "DELETE", "/draft", first, a);
    expect(res.status).toBe(200);
    const after = await rest(t.app, "GET", "/draft", undefined, a);
    expect(after.body.total).toBe(11);
    expect(after.body.data.map((c: { _id: string }) => c._id)).not.toContain(first._id);
    expect((await rest(t.app, "DELETE", "/draft", { _id: "not-a-uuid" }, a)).status).toBe(404);
  });

  it("needs a session", async () => {
    expect((await rest(t.app, "GET", "/draft")).status).toBe(401);
    await expect(trpcClient(url).customers.list.query({})).rejects.toBeInstanceOf(TRPCClientError);
  });
});
