import type { PatternRule } from "../forms/field-rules.ts";
import { type SiteConfig, validationRuleFor } from "../site/site-config.ts";

/** The configured patterns the content forms use, for the shopper's country (ROW when it has none). */
export function contentFormRules(
  config: SiteConfig,
  country: string,
): { emailAddress?: PatternRule; postcode?: PatternRule } {
  const pick = (field: string) => {
    const rule = validationRuleFor(config, country, field);
    return rule ? { pattern: rule.pattern, errorMessage: rule.errorMessage } : undefined;
  };
  return { emailAddress: pick("emailAddress"), postcode: pick("postcode") };
}
