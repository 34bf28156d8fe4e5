import { type Context, Hono, type Next } from "hono";
import {
  changePasswordRequest,
  checkTokenRequest,
  EXPIRED_LINK_MESSAGE,
  forgottenPasswordTokenRequest,
  resetPasswordRequest,
} from "../../../core/accounts/password-forms.ts";
import { visitorState } from "../../../core/accounts/visitor-state.ts";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { isVersion } from "../../../core/site/versions.ts";
import type { AppEnv } from "../../app-env.ts";
import { clientAddress } from "../../middleware/client-address.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { versionForSite } from "../site-visitor.ts";

/** spec 001 §8 error3: the same address asked within the last minute; the caller treats it as resolved. */
const RESEND_KEY = "forgot.password.email.error3";

// The login endpoints answer with and without a version prefix (`/uk/login-endpoint/…`).
const LOGIN_ENDPOINT = ["/login-endpoint", "/:version/login-endpoint"];

/**
 * The password calls (spec 001 §7 "Account"). Every answer is personal
 * (`private, no-store`), every call needs the CSRF token (server/entry.ts), and link requests are rate-limited
 * per client address and per e-mail address inside the password service.
 */
export function passwordRoutes(options: { trustProxy: boolean }) {
  const app = new Hono<AppEnv>();
  // Only these calls' answers: a middleware on "*" here would mark every later answer of the app private too.
  const personal = async (c: Context<AppEnv>, next: Next) => {
    await next();
    privateAnswer(c);
  };
  app.use("/TWCcommercewebservices/v2/:site/forgottenpasswordtokens", personal);
  for (const base of LOGIN_ENDPOINT) app.use(`${base}/*`, personal);

  // 202 with one body whether or not the address has an account: nothing here looks the account up.
  app.post("/TWCcommercewebservices/v2/:site/forgottenpasswordtokens", async (c) => {
    const version = versionForSite(c.req.param("site"));
    const body = forgottenPasswordTokenRequest.parse(await c.req.json());
    const outcome = await c.get("services").passwords.requestLink({
      email: body.email,
      flow: body.flow,
      redirectUrl: body.redirectUrl,
      version,
      client: clientAddress(c, options.trustProxy),
      now: new Date(),
    });
    if (outcome.kind === "resend") return c.json({ key: RESEND_KEY }, 200);
    return c.json({ status: "accepted" }, 202);
  });

  // A first segment that is not a version is not one of these calls.
  app.use("/:version/login-endpoint/*", async (c, next) => {
    if (!isVersion(c.req.param("version"))) throw new DomainError("notFound", "No such API endpoint.");
    await next();
  });

  for (const base of LOGIN_ENDPOINT) {
    app.post(`${base}/checkToken`, async (c) => {
      const { token } = checkTokenRequest.parse(await c.req.json());
      const valid = await c.get("services").passwords.checkToken(token, "RESETPASSWORD", new Date());
      return valid ? c.json({ status: "success" }, 200) : c.json({ status: "fail" }, 400);
    });

    // Sets the password only; signing in after a reset is the change page's doing (app/routes/password-change.tsx).
    app.post(`${base}/resetPassword`, async (c) => {
      const body = resetPasswordRequest.parse(await c.req.json());
      const outcome = await c.get("services").passwords.resetPassword({ ...body, now: new Date() });
      if (outcome.kind === "expired")
        throw new DomainError("invalid", EXPIRED_LINK_MESSAGE, { token: EXPIRED_LINK_MESSAGE });
      if (outcome.kind === "invalid")
        throw new DomainError("invalid", Object.values(outcome.fields)[0] ?? "", outcome.fields);
      return c.json({ status: "success" }, 200);
    });

    app.post(`${base}/changePassword`, async (c) => {
      const now = new Date();
      const session = c.get("session");
      const visitor = visitorState(session.data, now);
      if (visitor.kind !== "signedIn")
        throw new DomainError("unauthorised", "Please sign in to change your password.");
      const body = changePasswordRequest.parse(await c.req.json());
      const outcome = await c.get("services").passwords.changePassword({
        ...body,
        customerId: visitor.customerId,
        sessionId: session.id,
        now,
      });
      if (!outcome.ok)
        throw new DomainError("invalid", Object.values(outcome.fields)[0] ?? "", outcome.fields);
      return c.json({ status: "success" }, 200);
    });
  }
  return app;
}
