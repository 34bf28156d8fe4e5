import { data, type RouterContextProvider } from "react-router";
import { passwordRequestForm } from "../../core/accounts/password-forms.ts";
import { isDomainError } from "../../core/errors/domain-error.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { requestContext } from "../lib/request-context.ts";

// login/pw/request (spec 001 §2, §7, §8): the same answer for every address, with or without an account, and
// whether the link is new or was sent a minute ago (error3 is treated as resolved).

export type PasswordRequestAnswer =
  | { kind: "sent"; email: string }
  | { kind: "invalid"; email: string; errors: { email?: string } }
  | { kind: "refused"; email: string; message: string };

export async function requestPasswordLink(args: {
  request: Request;
  params: { version?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const ctx = args.context.get(requestContext);
  const version = versionFromSegment(args.params.version);
  const form = await args.request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = passwordRequestForm.safeParse({ email, flow: form.get("flow") ?? undefined });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "";
    return data<PasswordRequestAnswer>(
      { kind: "invalid", email, errors: { email: message } },
      { status: 400 },
    );
  }
  // A sign-in link only where the version offers it.
  const flow = ctx.services.config[version].passwordLessLoginLink ? parsed.data.flow : "RESETPASSWORD";
  try {
    await ctx.services.passwords.requestLink({
      email: parsed.data.email,
      flow,
      redirectUrl: null,
      version,
      client: ctx.clientAddress,
      now: new Date(),
    });
  } catch (error) {
    if (isDomainError(error) && error.kind === "rateLimited")
      return data<PasswordRequestAnswer>({ kind: "refused", email, message: error.message }, { status: 429 });
    throw error;
  }
  return data<PasswordRequestAnswer>({ kind: "sent", email: parsed.data.email });
}
