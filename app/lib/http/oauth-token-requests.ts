import { parseTokenGrant, type TokenGrant } from "./token-store.ts";

// Path of the authorization server's token endpoint (spec 001 §7 "oauth token path"; the exact path is not
// shown, this is the commerce platform's usual one). The server owns client authentication for this
// first-party client; the browser holds no client secret.
export const OAUTH_TOKEN_PATH = "/authorizationserver/oauth/token";

type PostForm = (url: string, body: URLSearchParams) => Promise<{ data: unknown }>;

/** Default token fetchers: form-encoded posts through the client itself, so they carry the CSRF headers. */
export function createOAuthTokenRequests(postForm: PostForm, tokenPath: string) {
  async function requestGrant(fields: Record<string, string>): Promise<TokenGrant> {
    const { data } = await postForm(tokenPath, new URLSearchParams(fields));
    const grant = parseTokenGrant(data);
    if (!grant) throw new TypeError("The token endpoint did not answer a token grant");
    return grant;
  }
  return {
    fetchGeneralToken: () => requestGrant({ grant_type: "client_credentials" }),
    refreshPasswordToken: (refreshToken?: string) =>
      requestGrant(
        refreshToken === undefined
          ? { grant_type: "refresh_token" }
          : { grant_type: "refresh_token", refresh_token: refreshToken },
      ),
  };
}
