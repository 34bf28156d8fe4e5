import { describe, expect, it } from "vitest";
import { closesOnDimmer, coversPage, locksBodyScroll, nextShellPanel } from "./shell-panels.ts";

describe("shell panels (spec 000 §4)", () => {
  it("opening navigation closes search and opening search closes navigation", () => {
    expect(nextShellPanel("search", { type: "open", panel: "navigation" })).toBe("navigation");
    expect(nextShellPanel("navigation", { type: "open", panel: "search" })).toBe("search");
  });

  it("opening the country selector closes navigation and search", () => {
    expect(nextShellPanel("navigation", { type: "open", panel: "country" })).toBe("country");
    expect(nextShellPanel("search", { type: "open", panel: "country" })).toBe("country");
  });

  it("toggles a panel closed when it is the open one", () => {
    expect(nextShellPanel("search", { type: "toggle", panel: "search" })).toBeNull();
    expect(nextShellPanel(null, { type: "toggle", panel: "search" })).toBe("search");
  });

  it("closes only the named panel, or any panel when none is named", () => {
    expect(nextShellPanel("bag", { type: "close", panel: "account" })).toBe("bag");
    expect(nextShellPanel("bag", { type: "close", panel: "bag" })).toBeNull();
    expect(nextShellPanel("country", { type: "close" })).toBeNull();
  });

  it("the dimmer and Escape close navigation and search but not the country overlay", () => {
    expect(nextShellPanel("navigation", { type: "dimmer" })).toBeNull();
    expect(nextShellPanel("search", { type: "escape" })).toBeNull();
    expect(nextShellPanel("country", { type: "escape" })).toBe("country");
    expect(closesOnDimmer("bag")).toBe(false);
  });

  it("moving from touch to desktop closes the hamburger menu only", () => {
    expect(nextShellPanel("navigation", { type: "viewport", width: 1024 })).toBeNull();
    expect(nextShellPanel("navigation", { type: "viewport", width: 1023 })).toBe("navigation");
    expect(nextShellPanel("search", { type: "viewport", width: 1280 })).toBe("search");
  });

  it("locks body scroll on touch while the menu or search is open", () => {
    expect(locksBodyScroll("navigation", 375)).toBe(true);
    expect(locksBodyScroll("search", 375)).toBe(true);
    expect(locksBodyScroll("search", 1280)).toBe(false);
    expect(locksBodyScroll("bag", 375)).toBe(false);
  });

  it("the menu and search cover the page behind them; the flyovers and the country dialog do not (issue 17)", () => {
    expect(coversPage("navigation")).toBe(true);
    expect(coversPage("search")).toBe(true);
    expect(coversPage("account")).toBe(false);
    expect(coversPage("bag")).toBe(false);
    expect(coversPage("country")).toBe(false);
    expect(coversPage(null)).toBe(false);
  });
});
