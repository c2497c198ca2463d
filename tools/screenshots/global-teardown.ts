import type { FullConfig } from "../../web/e2e/support/runner";
import stopE2eServer from "../../web/e2e/support/global-teardown";

import { webConfigFile } from "./global-setup";

/** The e2e suite's teardown (the server log is kept in web/test-results/). */
export default function globalTeardown(config: FullConfig): Promise<void> {
  return stopE2eServer({ ...config, configFile: webConfigFile });
}
