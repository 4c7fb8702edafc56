import { BehaviorSubject, type Observable } from 'rxjs';
import type { z } from 'zod';
import { readJson, writeJson } from '../core/browser';
import type { PersistedName } from './persistedSchemas';
import { storageKey } from './storageKey';

export interface Store<S> {
  state$: Observable<S>;
  get(): S;
  set(next: S): void;
  /** Sets what `next` makes of the current state (a new object; the same one when nothing changes). */
  update(next: (state: S) => S): void;
  reset(): void;
  /** Re-reads the persisted value (used when another tab changed it). */
  reload(): void;
}

export type StoreOptions<S> =
  /** A slice of a lazily loaded module validates what it reads back with its own schema, at once. */
  | { schema: z.ZodType<S>; persist?: boolean }
  /** A slice of the first screen: its schema is in persistedSchemas.ts under its name, loaded after the first chunk. */
  | { schema?: undefined; persist?: true }
  | { schema?: undefined; persist: false };

export { storageKey } from './storageKey';

type Check = (raw: unknown) => { success: true; data: unknown } | { success: false };
let schemaOf: ((name: PersistedName) => Check) | undefined;
const waitingForSchemas: (() => void)[] = [];
let hydrated: Promise<void> | undefined;

/**
 * STATE-05: the first screen's slices are read back once their schemas (zod and the contract) have loaded,
 * outside the first chunk. No request leaves before this resolves (request.ts) and the shell waits for the
 * domain config, so nothing acts on a session that has not been read back yet.
 */
export function storesHydrated(): Promise<void> {
  return (hydrated ??= import('./persistedSchemas').then(({ persistedSchemas }) => {
    schemaOf = (name) => (raw) => persistedSchemas[name].safeParse(raw);
    waitingForSchemas.splice(0).forEach((hydrate) => hydrate());
  }));
}

/**
 * A client state slice: immutable updates, a BehaviorSubject, persisted under `state.<name>` unless `persist: false`;
 * a stored value that fails its schema falls back to the initial state.
 */
export function createStore<S>(name: string, initial: S, options: StoreOptions<S> = {}): Store<S> {
  const key = storageKey(name);
  const persist = options.persist !== false;
  const ownSchema = options.schema;
  const ownCheck: Check | undefined = ownSchema && ((raw) => ownSchema.safeParse(raw));
  // Without a schema of its own, the name is one of persistedSchemas.ts, whose schema describes S there.
  const check = (): Check | undefined => ownCheck ?? schemaOf?.(name as PersistedName);
  const stored = (validate: Check): S => {
    const parsed = validate(readJson(key));
    return parsed.success ? (parsed.data as S) : initial;
  };
  const subject = new BehaviorSubject<S>(persist && ownCheck ? stored(ownCheck) : initial);
  let changedHere = false;
  const reload = () => {
    const validate = persist ? check() : undefined;
    if (validate) subject.next(stored(validate));
  };
  if (persist && !ownSchema) {
    // A value set before the schemas arrived is newer than the stored one (and already stored).
    const hydrate = () => changedHere || reload();
    if (schemaOf) hydrate();
    else waitingForSchemas.push(hydrate);
  }
  const set = (next: S) => {
    changedHere = true;
    if (persist) writeJson(key, next);
    subject.next(next);
  };
  return {
    state$: subject.asObservable(),
    get: () => subject.value,
    set,
    update: (next) => set(next(subject.value)),
    reset: () => set(initial),
    reload,
  };
}
