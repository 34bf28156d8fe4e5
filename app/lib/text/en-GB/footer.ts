// UK wording for the footer, newsletter and country selector; merged into the catalogue in ../en-GB.ts.
export const footerText = {} as const;
