// The analytics consent banner and the cookie preferences page (docs/decisions/047-tracking-and-consent.md).
export const consentText = {
  "consent.banner.title": "Cookies and analytics",
  "consent.banner.text":
    "May we record how you use our site – pages, searches, what you add to your bag – to improve it? Never what you type in personal fields.",
  "consent.preferences.text":
    "With your permission we record how you use our site – pages viewed, searches and what you add to your bag – to improve it and personalise what we show you. We never record what you type in personal fields such as your name, email or password, and nothing is shared with anyone else.",
  "consent.accept": "Allow analytics",
  "consent.decline": "No thanks",
  "consent.preferences.link": "Cookie preferences",
  "consent.preferences.title": "Cookie preferences",
  "consent.preferences.necessary":
    "We always use the cookies the shop needs to work: your session, your bag and your choice below.",
  "consent.preferences.granted": "You have allowed analytics.",
  "consent.preferences.denied": "You have turned analytics off.",
  "consent.preferences.unanswered": "You have not made a choice yet, so analytics are off.",
  "consent.preferences.invalid": "Please choose whether to allow analytics.",
} as const;
