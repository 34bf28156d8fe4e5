import { randomUUID } from "node:crypto";
import type { Role } from "../../core/staff/roles.ts";
import type { NewStaffCredentials, StaffService } from "../../core/staff/staff-service.ts";
import { totpCode } from "../../core/staff/totp.ts";

/**
 * A staff member made through the same core function as `npm run staff -- add` (never seeded): for API tests and
 * the journeys' set-up. Answers the credentials printed once, and the e-mail made unique for the run.
 */
export function addStaffMember(
  staff: Pick<StaffService, "add">,
  roles: Role[],
  fields: { email?: string; name?: string } = {},
): Promise<NewStaffCredentials> {
  return staff.add(
    {
      email: fields.email ?? `staff-${randomUUID()}@example.com`,
      name: fields.name ?? "Grace Staff",
      roles,
    },
    { staffId: null, label: "test set-up" },
    "test set-up",
  );
}

/** The code an authenticator app shows now (or `offsetMs` from now) for the secret. */
export function codeFor(credentials: Pick<NewStaffCredentials, "totpSecret">, offsetMs = 0): string {
  return totpCode(credentials.totpSecret, Date.now() + offsetMs);
}

type Requester = { request(input: string, init?: RequestInit): Response | Promise<Response> };

/**
 * A staff member's browser in miniature: keeps its cookies, sends what a browser's form post sends (Origin), and
 * reads the staff CSRF token from the page it was given, as the hidden field carries it.
 */
export class StaffBrowser {
  private cookies = new Map<string, string>();
  csrfToken = "";

  private readonly app: Requester;
  /** The client address the rate limits count (the test app trusts X-Forwarded-For). */
  readonly address: string;

  constructor(app: Requester, address = `192.0.2.${Math.floor(Math.random() * 250) + 1}-${randomUUID()}`) {
    this.app = app;
    this.address = address;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", this.address);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await this.app.request(`http://localhost${path}`, {
      ...init,
      headers,
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (!name) continue;
      const text = value.join("=");
      if (text === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), text);
    }
    const type = response.headers.get("content-type") ?? "";
    if (type.includes("text/html")) {
      const token = /name="staffCsrf" value="([^"]+)"/.exec(await response.clone().text())?.[1];
      if (token) this.csrfToken = token;
    }
    return response;
  }

  /** A form post from the back office's own page (Origin the shop's), with the staff token unless told not. */
  post(
    path: string,
    fields: Record<string, string>,
    options: { token?: boolean; origin?: string | null } = {},
  ) {
    const body = new URLSearchParams(fields);
    if (options.token !== false && this.csrfToken) body.set("staffCsrf", this.csrfToken);
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    if (options.origin !== null) headers.origin = options.origin ?? "http://localhost";
    return this.request(path, { method: "POST", headers, body });
  }

  signIn(credentials: { member: { email: string }; password: string }, code: string): Promise<Response> {
    return this.post("/admin/sign-in", {
      email: credentials.member.email,
      password: credentials.password,
      code,
    });
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sets a cookie another browser holds (a shopper's session), as a customer trying the back office would. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}
