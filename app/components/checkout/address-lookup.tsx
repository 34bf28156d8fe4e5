import { useId, useState } from "react";
import type { AddressSuggestion, LookedUpAddress } from "../../../core/address-lookup/address-lookup.ts";
import { getHttpClient } from "../../lib/http-client.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError } from "../../ui/field-error.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { useSelectCommit } from "../../ui/select-commit.ts";

interface AddressLookupProps {
  countryIso: string;
  /** The picked address, to fill the address fields with. */
  onPick(address: LookedUpAddress): void;
  /** The shopper would rather type it. */
  onManual(): void;
  /** The form was sent before an address was picked. */
  mustPick: boolean;
}

type LookupState =
  | { kind: "idle" }
  | { kind: "searching" }
  | { kind: "results"; suggestions: AddressSuggestion[]; picked: boolean }
  | { kind: "none" }
  | { kind: "failed" };

/**
 * Address lookup (spec 001 §5, §7): type a postcode or the start of an address, find, then pick
 * one; "Please select an address" stands until one is picked. Rendered once the script runs: without it the
 * shopper types the address, which the same form takes.
 */
export function AddressLookup({ countryIso, onPick, onManual, mustPick }: AddressLookupProps) {
  const { t, version } = useSite();
  const [query, setQuery] = useState("");
  const [state, setState] = useState<LookupState>({ kind: "idle" });
  const selectId = useId();
  const http = getHttpClient();

  async function find() {
    const text = query.trim();
    if (!text) return;
    setState({ kind: "searching" });
    try {
      const { data } = await http.post<{ suggestions: AddressSuggestion[] }>(
        `/${version}/checkout/secure/api/address-suggestions`,
        { query: text, countryIso },
        { errorHandle: false },
      );
      setState(
        data.suggestions.length
          ? { kind: "results", suggestions: data.suggestions, picked: false }
          : { kind: "none" },
      );
    } catch {
      setState({ kind: "failed" });
    }
  }

  async function pick(id: string) {
    if (state.kind !== "results" || !id) return;
    try {
      const { data } = await http.post<{ address: LookedUpAddress }>(
        `/${version}/checkout/secure/api/address-lookup.json`,
        { id },
        { errorHandle: false },
      );
      setState({ ...state, picked: true });
      onPick(data.address);
    } catch {
      setState({ kind: "failed" });
    }
  }

  // Arrowing through the addresses fills nothing in; choosing one (Enter, leaving the list, a tap) does (WCAG 3.2.2).
  const pickHandlers = useSelectCommit(
    () => {},
    (select) => void pick(select.value),
  );

  return (
    <div className="address-lookup">
      <div className="address-lookup__search">
        <InputField
          fieldName="lookupQuery"
          formName="address-lookup"
          label={t("checkout.lookup.label")}
          subLabel={t("checkout.lookup.hint")}
          value={query}
          maxLength={80}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter finds addresses here rather than sending the delivery form half filled.
            if (event.key === "Enter") {
              event.preventDefault();
              void find();
            }
          }}
        />
        <Button
          variant="secondary"
          onClick={() => void find()}
          busy={state.kind === "searching"}
          busyLabel={t("checkout.lookup.searching")}
        >
          {t("checkout.lookup.find")}
        </Button>
      </div>
      {state.kind === "results" && (
        <div className="address-lookup__results">
          <label htmlFor={selectId} className="input-field__label">
            {t("checkout.lookup.select", { count: state.suggestions.length })}
          </label>
          <select
            id={selectId}
            className="address-lookup__select"
            defaultValue=""
            aria-describedby={state.picked ? undefined : `${selectId}-error`}
            aria-invalid={!state.picked}
            {...pickHandlers}
          >
            <option value="" disabled>
              {t("checkout.lookup.placeholder")}
            </option>
            {state.suggestions.map((suggestion) => (
              <option key={suggestion.id} value={suggestion.id}>
                {suggestion.text}
              </option>
            ))}
          </select>
          <FieldError
            id={`${selectId}-error`}
            message={state.picked ? null : t("checkout.lookup.pleaseSelect")}
          />
        </div>
      )}
      {state.kind !== "results" && (
        <FieldError
          id={`${selectId}-required`}
          message={mustPick ? t("checkout.lookup.pleaseSelect") : null}
        />
      )}
      <div role="status" className="address-lookup__status">
        {state.kind === "none" && <p>{t("checkout.lookup.none")}</p>}
        {state.kind === "failed" && <p>{t("checkout.lookup.failed")}</p>}
      </div>
      <button type="button" className="address-lookup__manual" onClick={onManual}>
        {t("checkout.lookup.manual")}
      </button>
    </div>
  );
}
