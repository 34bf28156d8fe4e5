/** The magazine's regular contributors (invented names). */
export const AUTHORS: readonly string[] = [
  "Harriet Lowe",
  "Clara Whitcombe",
  "Imogen Hart",
  "Tom Ashby",
  "Eleanor Finch",
  "Sophie Marlow",
  "James Kettering",
  "Alice Penrose",
];
