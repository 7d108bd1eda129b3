// zod compiles object schemas with `new Function` unless told not to; our Content Security
// Policy forbids eval, and the browser reports every attempt (Lighthouse's best practices count
// it). zod takes its configuration from this global when it loads, so the entry sets it
// without pulling zod into the first download.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
