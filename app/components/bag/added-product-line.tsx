import type { AddedProduct } from "../../../core/cart/bag-answer.ts";
import type { TextKey } from "../../lib/text/text.ts";
import { BagLineDetails } from "./bag-line-details.tsx";
import "./added-product-line.css";

interface AddedProductLineProps {
  product: AddedProduct;
  t(key: TextKey, values?: Record<string, string | number>): string;
}

/**
 * What was just added (spec 001 §4): picture, name, colour, size, type and quantity, shown as every bag line is
 * (BagLineDetails). The added-to-bag panel and the page's notice after a post without JavaScript show it alike.
 */
export function AddedProductLine({ product, t }: AddedProductLineProps) {
  return (
    <div className="added-product">
      {product.imageUrl ? (
        <img src={product.imageUrl} alt="" width="88" height="110" className="added-product__image" />
      ) : (
        <span className="added-product__image added-product__image--blank" aria-hidden="true" />
      )}
      <BagLineDetails
        name={product.name}
        colour={product.colour}
        size={product.size}
        group={product.group}
        className="added-product__details"
      >
        <li>{t("bag.added.quantity", { quantity: product.quantity })}</li>
      </BagLineDetails>
    </div>
  );
}
