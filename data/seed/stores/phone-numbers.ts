import type { Random } from "../random.ts";

function digits(random: Random, count: number): string {
  let text = "";
  for (let i = 0; i < count; i++) text += String(i === 0 ? random.int(2, 9) : random.int(0, 9));
  return text;
}

// UK area codes with two digits after the 0 (020, 028, 029) or a 1 in the third or fourth place
// (0113…0191) take the short forms; the rest are five-digit codes followed by six digits.
const FOUR_DIGIT_AREA = /^01(1[3-8]|[2-69]1)/;

/** A UK landline in national format: "020 7946 0321", "0117 496 0321" or "01225 461046". */
export function ukPhone(dialPrefix: string, random: Random): string {
  const national = (dialPrefix + digits(random, 11 - dialPrefix.length)).slice(0, 11);
  if (national.startsWith("02"))
    return `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
  if (FOUR_DIGIT_AREA.test(national))
    return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  return `${national.slice(0, 5)} ${national.slice(5)}`;
}

/** A US number in the 555-0100…0199 block, which is set aside for fiction and never rings anyone. */
export function usPhone(areaCode: string, random: Random): string {
  return `(${areaCode}) 555-01${String(random.int(0, 99)).padStart(2, "0")}`;
}

/** WhatsApp numbers are written internationally; 07700 900xxx is Ofcom's range for drama and examples. */
export function ukWhatsapp(random: Random): string {
  return `+44 7700 900${String(random.int(0, 999)).padStart(3, "0")}`;
}

export function usWhatsapp(areaCode: string, random: Random): string {
  return `+1 ${areaCode} 555 01${String(random.int(0, 99)).padStart(2, "0")}`;
}
