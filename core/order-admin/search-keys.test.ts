import { describe, expect, it } from "vitest";
import { emailKey, nameKey, orderPaymentMethod, orderSearchColumns, postcodeKey } from "./search-keys.ts";

const person = { title: "Ms", firstName: "Ada", lastName: "Lovelace", phoneNumber: "" };
const address = {
  line1: "1 Milsom Street",
  line2: null,
  townCity: "Bath",
  postcode: "ba1 1dn",
  countryIso: "GB",
  regionIso: null,
  savedAddressId: null,
};

describe("the order search keys", () => {
  it("ignores case and spaces in a postcode, case in an e-mail, case and repeated spaces in a name", () => {
    expect(postcodeKey(" sw1a  1aa ")).toBe("SW1A1AA");
    expect(postcodeKey("SW1A1AA")).toBe(postcodeKey("sw1a 1aa"));
    expect(postcodeKey("10001-1234")).toBe("10001-1234");
    expect(emailKey(" Ada@Example.COM ")).toBe("ada@example.com");
    expect(nameKey("  Ada   LOVELACE ")).toBe("ada lovelace");
  });

  it("takes the delivery's person and postcode, else the billing's", () => {
    expect(
      orderSearchColumns({ email: "Ada@Example.com", delivery: { person, address }, billing: null }),
    ).toEqual({
      emailKey: "ada@example.com",
      postcodeKey: "BA11DN",
      nameKey: "ada lovelace",
      surnameKey: "lovelace",
    });
    const collected = orderSearchColumns({
      email: "x@example.com",
      delivery: { person: { ...person, lastName: "Byron" }, address: null },
      billing: { person, address: { ...address, postcode: "EH1 1AA" } },
    });
    expect(collected).toMatchObject({ postcodeKey: "EH11AA", nameKey: "ada byron", surnameKey: "byron" });
    expect(orderSearchColumns({ email: "x@example.com", delivery: null, billing: null })).toEqual({
      emailKey: "x@example.com",
      postcodeKey: null,
      nameKey: null,
      surnameKey: null,
    });
  });

  it("names the way of paying from the payment id's owner, or gift cards when nothing else paid", () => {
    const methodOf = (id: string) => (id.startsWith("PP") ? "paypal" : "card") as "paypal" | "card";
    const card = { paymentId: "PP-1", amount: 100, maskedNumber: null, brand: null };
    expect(orderPaymentMethod({ card }, methodOf)).toBe("paypal");
    expect(orderPaymentMethod({ card: { ...card, paymentId: "pay_1" } }, methodOf)).toBe("card");
    expect(orderPaymentMethod({ card: null }, methodOf)).toBe("giftCard");
  });
});
