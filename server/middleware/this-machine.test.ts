import { describe, expect, it } from "vitest";
import { comesFromThisMachine, isLoopbackAddress, isLoopbackHostname } from "./this-machine.ts";

describe("isLoopbackAddress", () => {
  it("knows this machine's addresses", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(address), address).toBe(true);
  });

  it("takes nothing else for one, and no address at all for none", () => {
    for (const address of [
      "10.0.0.1",
      "192.168.1.20",
      "203.0.113.7",
      "::ffff:10.0.0.1",
      "2001:db8::1",
      "1::1",
      "128.0.0.1",
      "127.0.0.1.example",
      "unknown",
      "",
    ])
      expect(isLoopbackAddress(address), address).toBe(false);
  });
});

describe("isLoopbackHostname", () => {
  it("accepts localhost names and loopback addresses, as a URL writes them", () => {
    for (const name of ["localhost", "LOCALHOST", "shop.localhost", "127.0.0.1", "[::1]"])
      expect(isLoopbackHostname(name), name).toBe(true);
    for (const name of ["localhost.example", "attacker.example", "10.0.0.1", "[2001:db8::1]"])
      expect(isLoopbackHostname(name), name).toBe(false);
  });
});

describe("comesFromThisMachine", () => {
  const local = {
    address: "127.0.0.1",
    forwarded: false,
    trustProxy: false,
    hostname: "localhost",
    publicHostname: "localhost",
  };

  it("lets in a loopback client addressing a loopback name or the shop's own", () => {
    expect(comesFromThisMachine(local)).toBe(true);
    expect(comesFromThisMachine({ ...local, hostname: "127.0.0.1" })).toBe(true);
    expect(comesFromThisMachine({ ...local, hostname: "shop.example", publicHostname: "shop.example" })).toBe(
      true,
    );
  });

  it("refuses another client, a forwarded request nobody vouches for, and a foreign host name", () => {
    expect(comesFromThisMachine({ ...local, address: "192.168.1.20" })).toBe(false);
    // A proxy on this machine relays strangers from 127.0.0.1: without TRUST_PROXY nobody can say who they are.
    expect(comesFromThisMachine({ ...local, forwarded: true })).toBe(false);
    expect(comesFromThisMachine({ ...local, forwarded: true, trustProxy: true })).toBe(true);
    expect(comesFromThisMachine({ ...local, hostname: "attacker.example" })).toBe(false);
  });
});
