import {
  changePasswordRequest,
  checkTokenRequest,
  forgottenPasswordTokenRequest,
  resetPasswordRequest,
} from "../../../core/accounts/password-forms.ts";
import { type OperationGroup, withAndWithoutVersion } from "../openapi/json-operation.ts";

// The password calls (spec 001 §7 "Account") for the OpenAPI document; routes in routes.ts. Every answer is
// `private, no-store`.

const SUCCESS = '`{status: "success"}`.';

export const passwordOperations: OperationGroup = {
  tag: "Passwords",
  description: "Reset and sign-in links, checking a link's token, resetting and changing a password.",
  operations: [
    {
      method: "post",
      paths: ["/TWCcommercewebservices/v2/:site/forgottenpasswordtokens"],
      summary: "Send a reset or sign-in link",
      description:
        "The same answer whether or not the address has an account. Limited per address and e-mail.",
      body: forgottenPasswordTokenRequest,
      responses: {
        200: "`{key}`: the same address asked within the last minute; treat it as sent.",
        202: '`{status: "accepted"}`.',
        429: "Too many link requests.",
      },
    },
    {
      method: "post",
      paths: withAndWithoutVersion("/login-endpoint/checkToken"),
      summary: "Whether a reset link's token is still good",
      body: checkTokenRequest,
      responses: { 200: SUCCESS, 400: '`{status: "fail"}`: the link has expired or is unknown.' },
    },
    {
      method: "post",
      paths: withAndWithoutVersion("/login-endpoint/resetPassword"),
      summary: "Set a new password with a reset link's token",
      body: resetPasswordRequest,
      responses: {
        200: SUCCESS,
        400: "The link has expired, or the password is refused (each field named).",
      },
    },
    {
      method: "post",
      paths: withAndWithoutVersion("/login-endpoint/changePassword"),
      summary: "Change the signed-in customer's password",
      body: changePasswordRequest,
      responses: {
        200: SUCCESS,
        400: "The current password is wrong, or the new one is refused (each field named).",
        401: "The caller is not signed in.",
      },
    },
  ],
};
