// US wording for the analytics consent texts where it differs from the UK; merged in ../en-US.ts.
export const consentTextUS: Record<string, string> = {
  "consent.preferences.text":
    "With your permission we record how you use our site – pages viewed, searches and what you add to your bag – to improve it and personalize what we show you. We never record what you type in personal fields such as your name, email or password, and nothing is shared with anyone else.",
};
