// The whole interface-text catalogue, as the server and the tests use it. The browser build replaces this module
// with two empty tables, which each module that names a text fills with the texts it names (decision 065,
// scripts/lib/text-by-use-plugin.ts), so a page's script carries the wording of its own code, not all of it.
export { enGB } from "./en-GB.ts";
export { enUS } from "./en-US.ts";
