import type { StoreService } from "../../../core/stores/store-services.ts";
import { useSite } from "../../lib/use-site.ts";

/** What a store offers (core/stores/store-services.ts), under a small heading; nothing when it lists none. */
export function StoreServicesList({
  services,
  headingLevel,
  headingClassName,
}: {
  services: readonly StoreService[];
  headingLevel: 2 | 3;
  headingClassName: string;
}) {
  const { t } = useSite();
  if (services.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="store-services">
      <Heading className={headingClassName}>{t("stores.services")}</Heading>
      <ul className="store-services__list">
        {services.map((service) => (
          <li key={service}>{t(`stores.service.${service}`)}</li>
        ))}
      </ul>
    </div>
  );
}
