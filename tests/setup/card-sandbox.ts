import { randomBytes } from "node:crypto";
import { startCardSandbox } from "../../providers/payments/card-sandbox/start-card-sandbox.ts";
import type { CardAcquirerSettings } from "../../providers/payments/create-card-acquirer.ts";
import { freePort } from "./free-port.ts";

// The card sandbox on a free port of its own, as production runs it (decision 022), for API tests that pay by
// card over HTTP: the store's settings to reach it, and a way to type a card on its hosted page.

export interface TestCardSandbox {
  origin: string;
  /** What createTestApp's `cardPayments` takes to call this sandbox. */
  settings: CardAcquirerSettings & { provider: string };
  close(): Promise<void>;
}

/** Starts the sandbox acquirer for a store whose pages are served from `storeOrigin`. */
export async function startTestCardSandbox(storeOrigin = "http://localhost"): Promise<TestCardSandbox> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const apiKey = `test-${randomBytes(12).toString("hex")}`;
  const resultSecret = `test-secret-${randomBytes(16).toString("hex")}`;
  const sandbox = await new Promise<ReturnType<typeof startCardSandbox>>((listening) => {
    const running = startCardSandbox({
      port,
      hostname: "127.0.0.1",
      origin,
      apiKey,
      resultSecret,
      storeOrigins: [storeOrigin],
      onListening: () => listening(running),
    });
  });
  return {
    origin,
    settings: { provider: "sandbox", origin, apiKey, resultSecret },
    close: () => sandbox.close(),
  };
}

/**
 * Types an always-authorised test card on the hosted page at `iframeUrl`, as the framed page's browser posts it,
 * and answers the signed result the page hands back (its Continue link's query).
 */
export async function typeTestCard(origin: string, iframeUrl: string): Promise<Record<string, string>> {
  const typed = await fetch(new URL(iframeUrl, origin), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      holderName: "Ada Lovelace",
      cardNumber: "4444333322221111",
      expiry: "03/30",
      securityCode: "123",
    }).toString(),
    redirect: "manual",
  });
  if (typed.status !== 200) throw new Error(`the sandbox's card page answered ${typed.status}`);
  const href = /<a href="([^"]+)">Continue<\/a>/.exec(await typed.text())?.[1]?.replaceAll("&amp;", "&");
  if (!href) throw new Error("the sandbox's result page has no Continue link");
  return Object.fromEntries(new URL(href).searchParams);
}
