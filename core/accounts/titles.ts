// spec 001 §3 "My account" titles: the choices of every title select (registration, personal details, addresses).
export const TITLES = ["Mr", "Mrs", "Miss", "Ms", "Mx", "Dr"] as const;
