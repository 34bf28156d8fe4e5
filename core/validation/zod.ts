import { config, z } from "zod";

// Zod compiles object parsers with `new Function` where it may, and probes for it as schemas are built. A page's
// Content-Security-Policy forbids eval, so in the browser the probe is reported as a violation (Lighthouse's best
// practices caught it on the listing). Every schema imports zod from here, so none is built before this runs;
// parsing without compiled parsers costs nothing measurable at our sizes. Called as `config`, not `z.config`: the
// build treats calls on `z` as free of side effects so that schemas a bundle never uses are dropped (decision 053).
config({ jitless: true });

export { z };
