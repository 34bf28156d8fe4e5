// US wording for the shell area where it differs from the UK; merged in ../en-US.ts.
export const shellTextUS: Record<string, string> = {
  "shell.bag.colour": "Color: {colour}",
  "shell.menu.countryLabel": "Change country or currency",
};
