import { config } from 'zod';

// The content security policy allows no eval. Left alone, zod probes `new Function` on its first object parse
// to compile a faster parser, and the browser reports the refused probe as a violation. Imported first in
// main.tsx, so no schema parses before it.
config({ jitless: true });
