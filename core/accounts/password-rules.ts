// Password rules (spec 001 §5: at least 8 characters, one upper case, one lower case, one number, one special
// character; the confirmation must match). Beyond the spec, after NIST SP 800-63B: long passphrases are accepted
// (up to 128 characters, so at least 64 always fit) and the 10,000 most common passwords are refused
// (docs/decisions/018-passwords-and-sessions.md). Pure, so the browser lists the same messages as it types; the
// common-password list is not shipped to the browser: the server checks it.

type PasswordRuleId =
  | "minLength"
  | "upperCase"
  | "lowerCase"
  | "number"
  | "special"
  | "maxLength"
  | "notCommon"
  | "notEmail";

interface PasswordRule {
  id: PasswordRuleId;
  message: string;
}

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MISMATCH_MESSAGE = "Your passwords do not match. Please check and try again.";

/** Every rule with its message, in the order the form lists them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: "minLength", message: `At least ${PASSWORD_MIN_LENGTH} characters` },
  { id: "upperCase", message: "At least one upper case character" },
  { id: "lowerCase", message: "At least one lower case character" },
  { id: "number", message: "At least one number" },
  { id: "special", message: "At least one special character, for example ! ? # or a space" },
  { id: "maxLength", message: `No more than ${PASSWORD_MAX_LENGTH} characters` },
  { id: "notCommon", message: "Not a commonly used password" },
  { id: "notEmail", message: "Not your email address" },
];

/** The rules the form shows as a checklist before anything is typed (the others only appear when broken). */
export const PASSWORD_CHECKLIST: readonly PasswordRule[] = PASSWORD_RULES.filter((rule) =>
  ["minLength", "upperCase", "lowerCase", "number", "special"].includes(rule.id),
);

interface PasswordContext {
  /** The account's e-mail: a password that is or contains it is refused. */
  email?: string;
  /** Lower-cased common passwords; default the list installed at boot (installCommonPasswords). */
  commonPasswords?: ReadonlySet<string>;
}

let installedCommonPasswords: ReadonlySet<string> | undefined;

/**
 * The server installs the common-password list once at boot (data/reference/common-passwords.ts), so every
 * server-side caller of checkPassword refuses them without passing the list. Reference data, never changed after.
 */
export function installCommonPasswords(list: ReadonlySet<string>): void {
  installedCommonPasswords = list;
}

/** Characters as a person counts them (code points), so an emoji or an accented letter is one. */
function lengthOf(password: string): number {
  return [...password.normalize("NFC")].length;
}

function broken(password: string, id: PasswordRuleId, context: PasswordContext): boolean {
  switch (id) {
    case "minLength":
      return lengthOf(password) < PASSWORD_MIN_LENGTH;
    case "maxLength":
      return lengthOf(password) > PASSWORD_MAX_LENGTH;
    case "upperCase":
      return !/\p{Lu}/u.test(password);
    case "lowerCase":
      return !/\p{Ll}/u.test(password);
    case "number":
      return !/\p{Nd}/u.test(password);
    case "special":
      return !/[^\p{L}\p{N}]/u.test(password);
    case "notCommon": {
      const list = context.commonPasswords ?? installedCommonPasswords;
      return list?.has(password.normalize("NFC").toLowerCase()) ?? false;
    }
    case "notEmail": {
      const email = context.email?.trim().toLowerCase();
      return Boolean(email) && password.toLowerCase().includes(email as string);
    }
  }
}

/** Which rules the password breaks (an empty list when it is valid). Never trims: spaces are characters. */
export function checkPassword(
  password: string,
  context: PasswordContext = {},
): { valid: boolean; failures: PasswordRule[] } {
  const failures = PASSWORD_RULES.filter((rule) => broken(password, rule.id, context));
  return { valid: failures.length === 0, failures };
}
