import type { AddedProduct } from "../../../core/cart/bag-answer.ts";
import type { TextKey } from "../../lib/text/text.ts";
import "./added-product-line.css";

interface AddedProductLineProps {
  product: AddedProduct;
  t(key: TextKey, values?: Record<string, string | number>): string;
}

/**
 * What was just added (spec 001 §4): picture, name, colour, size and quantity. The added-to-bag panel and the
 * page's notice after a post without JavaScript show it alike.
 */
export function AddedProductLine({ product, t }: AddedProductLineProps) {
  return (
    <div className="added-product">
      {product.imageUrl ? (
        <img src={product.imageUrl} alt="" width="88" height="110" className="added-product__image" />
      ) : (
        <span className="added-product__image added-product__image--blank" aria-hidden="true" />
      )}
      <div>
        <p className="added-product__name">{product.name}</p>
        <ul className="added-product__facts">
          {product.colour && <li>{t("bag.added.colour", { colour: product.colour })}</li>}
          {product.size && <li>{t("bag.added.size", { size: product.size })}</li>}
          <li>{t("bag.added.quantity", { quantity: product.quantity })}</li>
        </ul>
      </div>
    </div>
  );
}
