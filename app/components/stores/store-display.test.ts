import { describe, expect, it } from "vitest";
import { translate } from "../../lib/text/text.ts";
import { directionsHref, distanceText, hoursText, telHref, whatsappHref } from "./store-display.ts";

const t = (key: Parameters<typeof translate>[1], values?: Record<string, number>) =>
  translate("en-GB", key, values);

describe("how a store's facts read", () => {
  it("gives distances in miles on uk and us, and in kilometres on row (1.609344 km a mile)", () => {
    expect(distanceText(0.4, "uk", t)).toBe("0.4 miles away");
    expect(distanceText(1, "us", t)).toBe("1 mile away");
    expect(distanceText(11, "row", t)).toBe("18 km away");
    expect(distanceText(0.4, "row", t)).toBe("0.6 km away");
  });

  it("reads opening hours on the UK's 24-hour clock and the US 12-hour one, and a closed day as null", () => {
    expect(hoursText("09:30-18:00", "en-GB")).toBe("09:30 – 18:00");
    expect(hoursText("09:30-18:00", "en-US")).toBe("9:30am – 6pm");
    expect(hoursText("12:00-17:00", "en-US")).toBe("12pm – 5pm");
    expect(hoursText(null, "en-GB")).toBeNull();
    expect(hoursText("closed", "en-GB")).toBeNull();
  });

  it("links a phone, a WhatsApp number and directions", () => {
    expect(telHref("01225 461046")).toBe("tel:01225461046");
    expect(telHref("(212) 555-0142")).toBe("tel:2125550142");
    expect(whatsappHref("+44 7700 900123")).toBe("https://wa.me/447700900123");
    expect(directionsHref({ latitude: 51.3811, longitude: -2.359 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=51.3811,-2.359",
    );
  });
});
