import type { CatalogueChanged, CatalogueChangeListener } from "../../core/catalogue/catalogue-changed.ts";

/** One process on SQLite: the writer's own instance is the only one, so it hears its changes directly. */
export function createLocalCatalogueChanged(): CatalogueChanged {
  const listeners: CatalogueChangeListener[] = [];
  return {
    async publish(productCodes) {
      if (productCodes.length === 0) return;
      for (const listener of listeners) await listener.changed(productCodes, "here");
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {},
  };
}
