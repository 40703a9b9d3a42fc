import { z } from 'zod';

// Zod compiles fast parsers with `new Function` after probing whether eval is allowed; under the
// app's CSP (no 'unsafe-eval') the probe itself is reported as a violation. Imported first by each
// entry, before any schema is built, since zod reads the setting when a schema is created.
z.config({ jitless: true });
