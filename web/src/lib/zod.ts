/**
 * Zod, configured for our CSP. Import `z` from here, never from "zod" directly.
 *
 * Zod 4 probes `new Function("")` when a schema is created, to compile fast parsers; the
 * CSP (`script-src 'self'`, no 'unsafe-eval') blocks that and the browser reports a
 * violation on every page. `jitless` skips the probe and the compilation.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
