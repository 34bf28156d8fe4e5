import type { CollectionPointFinder } from "../../core/collection-points/collection-points.ts";
import { createSandboxCollectionPoints } from "./sandbox-collection-points.ts";

// The collection point provider is a configuration choice (COLLECTION_POINT_PROVIDER in server/env.ts): the
// offline sandbox by default; a real carrier's adapter is added here under its own name.

export const COLLECTION_POINT_PROVIDERS = ["sandbox"] as const;

export function createCollectionPointFinder(name: string = "sandbox"): CollectionPointFinder {
  if (name === "sandbox") return createSandboxCollectionPoints();
  throw new Error(
    `Unknown collection point provider "${name}": use one of ${COLLECTION_POINT_PROVIDERS.join(", ")}.`,
  );
}
