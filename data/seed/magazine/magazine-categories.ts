import { BEDROOM } from "./categories/bedroom.ts";
import { GIFTING } from "./categories/gifting.ts";
import { HOME } from "./categories/home.ts";
import { RECIPES } from "./categories/recipes.ts";
import { STORIES } from "./categories/stories.ts";
import { STYLE } from "./categories/style.ts";
import { WELLBEING } from "./categories/wellbeing.ts";
import type { MagazineCategorySource } from "./magazine-source.ts";

/** The magazine's categories in board order (position = index). */
export const MAGAZINE_CATEGORIES: readonly MagazineCategorySource[] = [
  HOME,
  BEDROOM,
  STYLE,
  GIFTING,
  RECIPES,
  WELLBEING,
  STORIES,
];
