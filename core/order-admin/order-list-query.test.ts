import { describe, expect, it } from "vitest";
import {
  ORDER_QUERY_MESSAGES,
  orderListSearch,
  orderSearchOf,
  parseOrderListQuery,
} from "./order-list-query.ts";

describe("the order list's query", () => {
  it("reads one search term as every kind it could be", () => {
    expect(orderSearchOf("12345678903")).toEqual({
      orderNumber: "12345678903",
      email: null,
      postcode: "12345678903",
      name: null,
    });
    expect(orderSearchOf(" Ada@Example.com ")).toEqual({
      orderNumber: null,
      email: "ada@example.com",
      postcode: null,
      name: null,
    });
    expect(orderSearchOf("ba1 1dn")).toEqual({
      orderNumber: null,
      email: null,
      postcode: "BA11DN",
      name: "ba1 1dn",
    });
    expect(orderSearchOf("Ada  Lovelace")).toEqual({
      orderNumber: null,
      email: null,
      postcode: null,
      name: "ada lovelace",
    });
    expect(orderSearchOf("   ")).toBeNull();
  });

  it("turns London dates into instants, the “to” date included", () => {
    const summer = parseOrderListQuery({ from: "2026-07-01", to: "2026-07-01" });
    expect(summer.ok && summer.filter).toMatchObject({
      placedFrom: "2026-06-30T23:00:00.000Z",
      placedBefore: "2026-07-01T23:00:00.000Z",
    });
    const winter = parseOrderListQuery({ from: "2026-12-01", to: "2026-12-31" });
    expect(winter.ok && winter.filter).toMatchObject({
      placedFrom: "2026-12-01T00:00:00.000Z",
      placedBefore: "2027-01-01T00:00:00.000Z",
    });
  });

  it("takes empty fields as not chosen and refuses values it does not know, with their message", () => {
    const empty = parseOrderListQuery({
      q: "",
      status: "",
      version: "",
      payment: "",
      from: "",
      to: "",
      page: "",
    });
    expect(empty).toEqual({
      ok: true,
      page: 1,
      params: { q: "", status: "", version: "", payment: "", from: "", to: "" },
      filter: {
        search: null,
        status: null,
        version: null,
        paymentMethod: null,
        placedFrom: null,
        placedBefore: null,
      },
    });
    const chosen = parseOrderListQuery({
      status: "partlyRefunded",
      version: "us",
      payment: "paypal",
      page: "3",
    });
    expect(chosen.ok && chosen.filter).toMatchObject({
      status: "partlyRefunded",
      version: "us",
      paymentMethod: "paypal",
    });
    expect(chosen.ok && chosen.page).toBe(3);
    expect(parseOrderListQuery({ status: "lost" })).toEqual({
      ok: false,
      message: ORDER_QUERY_MESSAGES.status,
    });
    expect(parseOrderListQuery({ version: "fr" })).toEqual({
      ok: false,
      message: ORDER_QUERY_MESSAGES.version,
    });
    expect(parseOrderListQuery({ payment: "cash" })).toEqual({
      ok: false,
      message: ORDER_QUERY_MESSAGES.payment,
    });
    expect(parseOrderListQuery({ from: "2026-02-30" })).toEqual({
      ok: false,
      message: ORDER_QUERY_MESSAGES.date,
    });
    expect(parseOrderListQuery({ from: "2026-13-01" })).toEqual({
      ok: false,
      message: ORDER_QUERY_MESSAGES.date,
    });
    expect(parseOrderListQuery({ to: "yesterday" })).toEqual({
      ok: false,
      message: ORDER_QUERY_MESSAGES.date,
    });
    expect(parseOrderListQuery({ from: "2026-03-02", to: "2026-03-01" })).toEqual({
      ok: false,
      message: ORDER_QUERY_MESSAGES.range,
    });
    for (const page of ["0", "-1", "1.5", "x", "1001"])
      expect(parseOrderListQuery({ page })).toEqual({ ok: false, message: ORDER_QUERY_MESSAGES.page });
    expect(parseOrderListQuery({ q: "x".repeat(101) })).toEqual({
      ok: false,
      message: ORDER_QUERY_MESSAGES.search,
    });
  });

  it("writes the query back as an address, leaving out what was not chosen", () => {
    const params = {
      q: "ada lovelace",
      status: "placed",
      version: "",
      payment: "",
      from: "2026-01-01",
      to: "",
    } as const;
    expect(orderListSearch(params)).toBe("?q=ada+lovelace&status=placed&from=2026-01-01");
    expect(orderListSearch(params, 2)).toBe("?q=ada+lovelace&status=placed&from=2026-01-01&page=2");
    expect(orderListSearch({ q: "", status: "", version: "", payment: "", from: "", to: "" })).toBe("");
  });
});
