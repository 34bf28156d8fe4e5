import { useEffect } from "react";
import { rememberViewed } from "./recently-viewed.ts";

/** Adds the product on show to the shopper's recently viewed, once the page runs in the browser. */
export function RecordView({ productCode }: { productCode: string }) {
  useEffect(() => {
    rememberViewed(productCode);
  }, [productCode]);
  return null;
}
