import { useId } from "react";
import { imageSrcSet, imageUrl } from "../../../core/content/image-url.ts";
import { FieldError } from "../../ui/field-error.tsx";

// The gift card's design choice, in the two views of the `giftCard.imageSelector` toggle (spec 000 §2): the
// image selector shows every design large, each picture its own choice; otherwise the chosen design is shown
// large above a row of named choices (as the product page's gallery sits above its swatches). Both are one
// group of native radio buttons, so the choice posts without JavaScript.

export interface DesignOption {
  code: string;
  name: string;
  imageId: string;
}

interface DesignPickerProps {
  designs: readonly DesignOption[];
  chosen: string;
  onChoose: (code: string) => void;
  imageSelector: boolean;
  legend: string;
  chosenLabel: string;
  errorMessage?: string | null;
}

// Design pictures are drawn 2000 × 1250: the same 8:5 shape is kept in the page so nothing moves as they load.
const WIDTH = 2000;
const HEIGHT = 1250;

function DesignImage({ design, sizes, eager }: { design: DesignOption; sizes: string; eager?: boolean }) {
  return (
    <img
      className="gift-design__image"
      src={imageUrl(design.imageId, 640)}
      srcSet={imageSrcSet(design.imageId, WIDTH)}
      sizes={sizes}
      width={WIDTH}
      height={HEIGHT}
      alt=""
      loading={eager ? "eager" : "lazy"}
    />
  );
}

export function DesignPicker({
  designs,
  chosen,
  onChoose,
  imageSelector,
  legend,
  chosenLabel,
  errorMessage,
}: DesignPickerProps) {
  const id = useId();
  const shown = designs.find((design) => design.code === chosen) ?? designs[0];
  return (
    <fieldset
      className={`gift-design${imageSelector ? " gift-design--large" : ""}${errorMessage ? " input-field--invalid" : ""}`}
      aria-describedby={errorMessage ? `${id}-error` : undefined}
    >
      <legend className="radio-group__legend">{legend}</legend>
      {!imageSelector && shown && (
        <figure className="gift-design__preview">
          <DesignImage design={shown} sizes="(min-width: 1024px) 560px, 100vw" eager />
          <figcaption aria-live="polite">{chosenLabel}</figcaption>
        </figure>
      )}
      <div className="gift-design__options">
        {designs.map((design, index) => (
          <label key={design.code} className="gift-design__option">
            <input
              type="radio"
              name="design"
              value={design.code}
              checked={design.code === chosen}
              onChange={() => onChoose(design.code)}
              required
            />
            {imageSelector && (
              <DesignImage design={design} sizes="(min-width: 1024px) 280px, 50vw" eager={index < 2} />
            )}
            <span className="gift-design__name">{design.name}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={errorMessage} />
    </fieldset>
  );
}
