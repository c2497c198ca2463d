/**
 * A certified OpenID provider (npm `oidc-provider`) on loopback with its defaults, for
 * signing in to Veil in production mode (an external issuer, no /dev-idp). Its built-in
 * development pages take any login and password; the account's claims are made from the
 * login. By default, as OpenID Connect Core 5.4 has it, the profile and e-mail claims come
 * only from UserInfo; `claimsInIdToken` copies them into the ID token as LinkedIn does.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

import Provider from "oidc-provider";

export const OIDC_CLIENT_ID = "veil-e2e";
export const OIDC_CLIENT_SECRET = "veil-e2e-client-secret";

export type RunningProvider = {
  issuer: string;
  /** Starts answering, with Veil's callback as the client's one redirect URI. */
  serve(redirectUri: string): void;
  close(): Promise<void>;
};

/** The claims of the account signed in as `login`. */
export function claimsFor(login: string) {
  return {
    sub: login,
    email: `${login}@oidc.test`,
    email_verified: true,
    given_name: "Oidc",
    family_name: login.charAt(0).toUpperCase() + login.slice(1),
  };
}

/**
 * Listens on a free loopback port (so Veil can be told the issuer first); `serve` then
 * registers Veil's callback and answers.
 */
export async function startOidcProvider(options: { claimsInIdToken: boolean }): Promise<RunningProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    serve(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: OIDC_CLIENT_ID,
            client_secret: OIDC_CLIENT_SECRET,
            redirect_uris: [redirectUri],
            grant_types: ["authorization_code"],
            response_types: ["code"],
          },
        ],
        claims: {
          openid: ["sub"],
          email: ["email", "email_verified"],
          profile: ["given_name", "family_name", "name"],
        },
        conformIdTokenClaims: !options.claimsInIdToken,
        findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => claimsFor(sub) }),
      });
      const handle = provider.callback();
      server.on("request", (request, response) => void handle(request, response));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
