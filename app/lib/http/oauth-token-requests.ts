import { parseTokenGrant, type TokenGrant } from "./token-store.ts";

// Path of the authorization server's token endpoint (spec 001 §7 "oauth token path"; the exact path is not
// shown, this is the commerce platform's usual one). It sits at the site's root, not under a version.
export const OAUTH_TOKEN_PATH = "/authorizationserver/oauth/token";

/**
 * The first-party storefront's OAuth client id. In the browser it is a public client: it names itself with
 * `client_id` and holds no secret (docs/decisions/019-oauth-tokens.md), so it may ask for a general token and
 * refresh a token pair, while the password grant is made by the server at sign-in.
 */
const OAUTH_CLIENT_ID = "twc-storefront";

type PostForm = (url: string, body: URLSearchParams) => Promise<{ data: unknown }>;

/** Default token fetchers: form-encoded posts through the client itself. */
export function createOAuthTokenRequests(postForm: PostForm, tokenPath: string, clientId = OAUTH_CLIENT_ID) {
  async function requestGrant(fields: Record<string, string>): Promise<TokenGrant> {
    const { data } = await postForm(tokenPath, new URLSearchParams({ ...fields, client_id: clientId }));
    const grant = parseTokenGrant(data);
    if (!grant) throw new TypeError("The token endpoint did not answer a token grant");
    return grant;
  }
  return {
    fetchGeneralToken: () => requestGrant({ grant_type: "client_credentials" }),
    // Without a refresh token there is nothing to ask: the caller signs the shopper in again.
    refreshPasswordToken: async (refreshToken?: string) => {
      if (refreshToken === undefined) throw new TypeError("The password token has no refresh token");
      return requestGrant({ grant_type: "refresh_token", refresh_token: refreshToken });
    },
  };
}
