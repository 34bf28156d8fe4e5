// The titles a customer may choose at registration (spec 001 §3 "titles"; Mx for those who use no gendered title).
export const TITLES = ["Mr", "Mrs", "Miss", "Ms", "Mx", "Dr"] as const;
export type Title = (typeof TITLES)[number];
