/** Where a change came from: this instance (the writer) or another instance on the same database. */
export type ChangeOrigin = "here" | "elsewhere";

export interface CatalogueChangeListener {
  /** These products' catalogue data, prices or stock changed. */
  changed(productCodes: readonly string[], origin: ChangeOrigin): Promise<void> | void;
  /** Changes may have been missed (the connection that hears them was lost): re-read everything. */
  missed(): Promise<void> | void;
}

/**
 * Tells every instance which products changed, so each keeps its search index fresh
 * (ARCHITECTURE.md "Scaling out"): on SQLite the writer's own instance hears it directly; on
 * PostgreSQL every instance on the database hears it through LISTEN/NOTIFY.
 */
export interface CatalogueChanged {
  /** Resolves once this instance's own listeners have handled the change. */
  publish(productCodes: readonly string[]): Promise<void>;
  subscribe(listener: CatalogueChangeListener): void;
  close(): Promise<void>;
}
