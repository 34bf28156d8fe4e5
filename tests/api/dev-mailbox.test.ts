import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";

// The development mailbox shows every customer's mail (reset links, order e-mails): it answers the machine the shop
// runs on and nobody else, judged by the client address the store trusts (TRUST_PROXY=1: the proxy's
// X-Forwarded-For), and a refusal is the plain 404 page (docs/decisions/030-what-strangers-reach.md).
let behindProxy: Awaited<ReturnType<typeof createTestApp>>;
let direct: Awaited<ReturnType<typeof createTestApp>>;
let subject: string;
let messageId: string;

beforeAll(async () => {
  behindProxy = await createTestApp({ trustProxy: true });
  direct = await createTestApp();
  subject = `Reset your password ${randomUUID()}`;
  messageId = await behindProxy.services.outbox.enqueue(
    {
      to: `victim-${randomUUID()}@example.com`,
      subject,
      html: `<p>${subject}</p>`,
      text: `${subject}\nhttp://localhost/uk/login/pw/change?token=${"a".repeat(43)}`,
      kind: "password-reset",
    },
    new Date(),
  );
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
});

const PATHS = () => ["/uk/dev/mailbox", `/uk/dev/mailbox?id=${messageId}`, "/uk/dev/mailbox.data"];

function visit(
  harness: Awaited<ReturnType<typeof createTestApp>>,
  path: string,
  headers: Record<string, string>,
  host = "localhost",
) {
  return harness.app.request(`http://${host}${path}`, { headers });
}

describe("the development mailbox", () => {
  it("answers another address 404 with no mail in it, the list, a message and its data alike", async () => {
    for (const path of PATHS()) {
      const response = await visit(behindProxy, path, { "x-forwarded-for": "203.0.113.7" });
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).not.toContain(subject);
      expect(body, path).not.toContain("Development mailbox");
    }
  });

  it("serves this machine, as the proxy reports it, the list and each message", async () => {
    const list = await visit(behindProxy, "/uk/dev/mailbox", { "x-forwarded-for": "127.0.0.1" });
    expect(list.status).toBe(200);
    expect(await list.text()).toContain(subject);
    const message = await visit(behindProxy, `/uk/dev/mailbox?id=${messageId}`, {
      "x-forwarded-for": "::1",
    });
    expect(message.status).toBe(200);
    expect(await message.text()).toContain("token=");
  });

  it("judges by the last address the proxy appended, not one the client wrote before it", async () => {
    const forged = await visit(behindProxy, "/uk/dev/mailbox", {
      "x-forwarded-for": "127.0.0.1, 198.51.100.20",
    });
    expect(forged.status).toBe(404);
    expect(await forged.text()).not.toContain(subject);
  });

  it("refuses a loopback client addressing another host name (DNS rebinding)", async () => {
    const rebound = await visit(
      behindProxy,
      "/uk/dev/mailbox",
      { "x-forwarded-for": "127.0.0.1" },
      "attacker.example",
    );
    expect(rebound.status).toBe(404);
    expect(await rebound.text()).not.toContain(subject);
  });

  it("without TRUST_PROXY, ignores a forwarded address and refuses a forwarded request", async () => {
    const response = await visit(direct, "/uk/dev/mailbox", { "x-forwarded-for": "127.0.0.1" });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(subject);
  });
});
