import { afterEach, describe, expect, it } from "vitest";
import {
  clearRequestedNavigation,
  noteRequestedNavigation,
  requestedSearch,
} from "./requested-navigation.ts";

describe("the navigation last asked for", () => {
  afterEach(() => clearRequestedNavigation());

  it("answers its query on its own path only, until the router is idle again", () => {
    expect(requestedSearch("/uk/Bathroom/c/Towels")).toBeNull();
    noteRequestedNavigation("/uk/Bathroom/c/Towels?colour=Sage");
    expect(requestedSearch("/uk/Bathroom/c/Towels")).toBe("?colour=Sage");
    expect(requestedSearch("/uk/Bedroom/c/Throws")).toBeNull();
    noteRequestedNavigation("/uk/Bathroom/c/Towels?colour=Sage&sort=price-asc#top");
    expect(requestedSearch("/uk/Bathroom/c/Towels")).toBe("?colour=Sage&sort=price-asc");
    clearRequestedNavigation();
    expect(requestedSearch("/uk/Bathroom/c/Towels")).toBeNull();
  });

  it("answers an empty query for a path asked for without one", () => {
    noteRequestedNavigation("/uk/Bathroom/c/Towels");
    expect(requestedSearch("/uk/Bathroom/c/Towels")).toBe("");
  });
});
