/**
 * Zod, configured for our CSP. Import `z` from here, never from "zod" directly.
 *
 * Zod's `mini` API: functions (`z.string().check(z.trim(), z.minLength(1, "…"))`) instead
 * of methods, so a bundle holds only the checks the app uses. The classic API's schemas
 * carry every method, JSON Schema conversion included, whether used or not: 22 KiB (with
 * brotli) of the first page with a form, where mini is a third of that.
 *
 * Zod 4 probes `new Function("")` when a schema is created, to compile fast parsers; the
 * CSP (`script-src 'self'`, no 'unsafe-eval') blocks that and the browser reports a
 * violation on every page. `jitless` skips the probe and the compilation. The English
 * messages are the classic API's default; mini has none of its own.
 */
import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

z.config({ jitless: true, ...en() });

export { z };
