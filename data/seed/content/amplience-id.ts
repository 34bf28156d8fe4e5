import type { Random } from "../random.ts";

/** A content-platform id in the platform's uuid form (spec 000 §3 amplienceId), drawn from the seed. */
export function amplienceId(random: Random): string {
  const hex = (length: number) => {
    let text = "";
    for (let i = 0; i < length; i++) text += random.int(0, 15).toString(16);
    return text;
  };
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
}
