import { z } from "zod";
import { roleSchema } from "./roles.ts";

// What the back office's sign-in form and the staff command take, checked once for both (ARCHITECTURE.md: zod at
// every boundary).

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Enter the e-mail address of your staff account.")
  .pipe(z.email({ message: "Enter the e-mail address of your staff account." }));

export const staffSignInForm = z.object({
  email,
  password: z.string().min(1, "Enter your password.").max(256),
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.")),
});
export type StaffSignInForm = z.infer<typeof staffSignInForm>;

export const newStaffMember = z.object({
  email,
  name: z.string().trim().min(1, "Give the staff member's name.").max(120),
  roles: z.array(roleSchema).min(1, "Give at least one role."),
});
export type NewStaffMember = z.infer<typeof newStaffMember>;
