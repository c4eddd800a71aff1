// The content security policy allows no eval. Zod decides, as each object schema is built, whether to compile a
// faster parser with `new Function`, probing it once, and the browser reports the refused probe as a violation.
// Zod keeps its settings on `globalThis.__zod_globalConfig` and keeps an object it finds there, so setting
// `jitless` here, first in main.tsx, turns the probe off without loading zod into every page's first load
// (zod-without-eval.test.ts checks that zod reads it).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };

zodGlobal.__zod_globalConfig ??= {};

/** Zod's settings, the object zod reads once it loads. */
export const zodSettings = zodGlobal.__zod_globalConfig;
zodSettings.jitless = true;
