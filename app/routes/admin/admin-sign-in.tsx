import { data, redirect } from "react-router";
import { staffSignInForm } from "../../../core/staff/staff-forms.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import type { Route } from "./+types/admin-sign-in";
import { adminOf } from "./require-staff.server.ts";

// Staff sign-in: e-mail, password and the 6-digit code of the authenticator app, all three checked on the server
// (core/staff/staff-service.ts), failures limited per e-mail and per address. There is no session yet, so the form
// carries no token: the back office takes posts from its own pages only (server/admin/admin-area.ts) and the staff
// cookie is SameSite=Strict.

export function loader({ context }: Route.LoaderArgs) {
  if (adminOf(context).staff) throw redirect("/admin");
  return null;
}

type Fields = Partial<Record<"email" | "password" | "code", string>>;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const posted = await request.formData();
  const field = (name: string) => {
    const value = posted.get(name);
    return typeof value === "string" ? value : "";
  };
  const parsed = staffSignInForm.safeParse({
    email: field("email"),
    password: field("password"),
    code: field("code"),
  });
  const email = field("email").slice(0, 254);
  if (!parsed.success) {
    const fields: Fields = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof Fields;
      fields[key] ??= issue.message;
    }
    return data({ message: "Check the fields below.", fields, email }, { status: 400 });
  }
  const result = await admin.signIn(parsed.data);
  if (result.ok) return redirect("/admin", 303);
  const status = result.kind === "rateLimited" ? 429 : 401;
  const headers: HeadersInit =
    result.kind === "rateLimited" ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data({ message: result.message, fields: {} as Fields, email }, { status, headers });
}

/** A refusal's Retry-After reaches the document's answer (React Router takes headers only through this). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta() {
  return [{ title: "Sign in · Back office" }];
}

export default function AdminSignIn({ actionData }: Route.ComponentProps) {
  const fields = actionData?.fields ?? {};
  return (
    <>
      <h1>Sign in to the back office</h1>
      {actionData?.message && (
        <p className="admin__error" role="alert" id="sign-in-error">
          {actionData.message}
        </p>
      )}
      <form method="post" action="/admin/sign-in" className="admin__form" noValidate>
        <AdminField
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="username"
          required
          defaultValue={actionData?.email ?? ""}
          error={fields.email}
        />
        <AdminField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={fields.password}
        />
        <AdminField
          name="code"
          label="6-digit code from your authenticator app"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          error={fields.code}
        />
        <p>
          <button type="submit" className="admin__button">
            Sign in
          </button>
        </p>
      </form>
    </>
  );
}
