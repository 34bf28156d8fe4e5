import type { CheckoutAddress, PersonalDetails } from "../../../core/checkout/checkout-types.ts";
import type { CollectionPoint } from "../../../core/collection-points/collection-points.ts";
import { useSite } from "../../lib/use-site.ts";
import { pointAddress } from "./collection-point-form.tsx";

// What a done section shows in place of its form (spec 001 §3 sectionControl).

export function personName(person: PersonalDetails): string {
  return [person.title, person.firstName, person.lastName].filter(Boolean).join(" ");
}

/** A person and an address as a postal block, with the phone and, when given, the order's e-mail. */
export function AddressSummary({
  person,
  address,
  countryName,
  email,
}: {
  person: PersonalDetails;
  address: CheckoutAddress;
  countryName: string;
  email?: string;
}) {
  const lines = [
    personName(person),
    address.line1,
    address.line2,
    address.townCity,
    [address.regionIso, address.postcode].filter(Boolean).join(" "),
    countryName,
  ].filter((line): line is string => Boolean(line));
  return (
    <div className="checkout-address">
      <address className="checkout-address__postal">
        {lines.map((line, index) => (
          <span key={`${index}-${line}`}>{line}</span>
        ))}
      </address>
      <p className="checkout-address__contact">
        <span>{person.phoneNumber}</span>
        {email && <span>{email}</span>}
      </p>
    </div>
  );
}

export function PointSummary({ point, person }: { point: CollectionPoint; person: PersonalDetails }) {
  const { t } = useSite();
  return (
    <div className="checkout-address">
      <p className="checkout-address__title">{point.name}</p>
      <address className="checkout-address__postal">{pointAddress(point)}</address>
      <p className="checkout-address__contact">
        {t("checkout.collect.collectedBy", { name: personName(person) })} · {person.phoneNumber}
      </p>
    </div>
  );
}
