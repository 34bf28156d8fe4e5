import { z } from "../../../core/validation/zod.ts";
import type { OperationGroup } from "../openapi/json-operation.ts";
import { OAUTH_TOKEN_PATH } from "./routes.ts";
import { clientIdField, grantTypeField, passwordGrantForm, refreshGrantForm } from "./validators.ts";

// The token endpoint (RFC 6749; docs/decisions/019-oauth-tokens.md) for the OpenAPI document. Its form is read
// in steps, grant_type first, then the grant's own fields: the document shows them together, from the same schemas.

const tokenForm = grantTypeField
  .extend({ client_id: clientIdField.optional() })
  .extend(passwordGrantForm.partial().shape)
  .extend(refreshGrantForm.partial().shape);

export const oauthOperations: OperationGroup = {
  tag: "OAuth",
  description:
    "Bearer tokens for the commerce-service calls; authenticated by client credentials, never the cookie.",
  operations: [
    {
      method: "post",
      paths: [OAUTH_TOKEN_PATH],
      summary: "Issue or refresh a token",
      description:
        "grant_type `client_credentials`, `password` (username and password; the first-party client with its " +
        "secret) or `refresh_token` (rotated on each use). Client credentials by HTTP Basic or client_id in the " +
        "form. Answers are `no-store`; takes no CSRF token.",
      body: z.object(tokenForm.shape),
      bodyEncoding: "form",
      responses: {
        200: '`{access_token, token_type: "bearer", expires_in, refresh_token?, scope}`.',
        400: "`{error, error_description}`: invalid_request, invalid_grant, unsupported_grant_type …",
        401: '`{error: "invalid_client", error_description}` with WWW-Authenticate.',
        429: '`{error: "temporarily_unavailable"}`: too many password attempts.',
      },
    },
  ],
};
