export interface InFlightRequest {
  readonly id: number;
  readonly method: string;
  readonly url: string;
}

/** spec 000 §7: every request is registered while it runs and removed when it ends, whatever the outcome. */
export function createInFlightRequests() {
  const entries = new Map<number, InFlightRequest>();
  let nextId = 1;
  return {
    add(method: string, url: string): InFlightRequest {
      const entry = Object.freeze({ id: nextId++, method, url });
      entries.set(entry.id, entry);
      return entry;
    },
    remove(id: number): void {
      entries.delete(id);
    },
    list(): readonly InFlightRequest[] {
      return Object.freeze([...entries.values()]);
    },
  };
}
