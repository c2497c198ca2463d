/**
 * Veil signs in through a certified OpenID provider in production mode,
 * whether the provider puts the profile and e-mail claims in the ID token or (as OpenID
 * Connect Core 5.4 has it) only in UserInfo.
 */
import path from "node:path";

import { expect, test } from "@playwright/test";

import {
  claimsFor,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type RunningProvider,
} from "./support/oidc-provider";
import { startServer, stopOwnServer, type RunningServer } from "./support/server";

for (const claimsInIdToken of [true, false]) {
  test.describe(`an OIDC provider with claims ${claimsInIdToken ? "in the ID token" : "only in UserInfo"}`, () => {
    let provider: RunningProvider;
    let veil: RunningServer;

    test.beforeAll(async () => {
      const webRoot = path.dirname(test.info().config.configFile ?? path.join(process.cwd(), "x"));
      provider = await startOidcProvider({ claimsInIdToken });
      veil = await startServer(webRoot, {
        own: {
          env: () => ({
            VEIL_OIDC_ISSUER_URL: provider.issuer,
            VEIL_OIDC_CLIENT_ID: OIDC_CLIENT_ID,
            VEIL_OIDC_CLIENT_SECRET: OIDC_CLIENT_SECRET,
          }),
        },
      });
      provider.serve(`${veil.baseUrl}/api/auth/callback`);
    });

    test.afterAll(async () => {
      if (veil) await stopOwnServer(veil);
      if (provider) await provider.close();
    });

    test("signs in and lands on role onboarding with the provider's name and e-mail", async ({ page }) => {
      const login = claimsInIdToken ? "tokenperson" : "userinfoperson";
      await page.goto(`${veil.baseUrl}/signin`);
      await page.getByRole("link", { name: /^Sign in with/ }).click();
      await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));

      await page.locator('input[name="login"]').fill(login);
      await page.locator('input[name="password"]').fill("any password");
      await page.getByRole("button", { name: "Sign-in" }).click();
      await page.getByRole("button", { name: "Continue" }).click();

      await expect(page).toHaveURL(`${veil.baseUrl}/onboarding-role`);
      const session = await page.request.get(`${veil.baseUrl}/api/session`);
      expect(session.status()).toBe(200);
      const { user } = (await session.json()) as { user: Record<string, unknown> };
      const claims = claimsFor(login);
      expect(user).toMatchObject({ email: claims.email, firstName: claims.given_name, lastName: claims.family_name });
      // Production mode: the development provider is not there.
      const dev = await page.request.get(`${veil.baseUrl}/dev-idp/.well-known/openid-configuration`);
      expect(dev.headers()["content-type"] ?? "").not.toContain("json");
    });
  });
}
