import path from "node:path";

import type { FullConfig } from "../../web/e2e/support/runner";
import startE2eServer from "../../web/e2e/support/global-setup";

/** The e2e suite's set-up, told where web/ is (it looks beside the config file). */
export const webConfigFile = path.resolve(__dirname, "../../web/playwright.config.ts");

export default function globalSetup(config: FullConfig): Promise<void> {
  return startE2eServer({ ...config, configFile: webConfigFile });
}
