import { produce, type Draft } from 'immer';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { z } from 'zod';
import { readJson, writeJson } from '../core/browser';

export interface Store<S> {
  state$: Observable<S>;
  get(): S;
  set(next: S): void;
  update(recipe: (draft: Draft<S>) => void): void;
  reset(): void;
  /** Re-reads the persisted value (used when another tab changed it). */
  reload(): void;
}

export type StoreOptions<S> = {
  /** Validates what is read back from local storage; anything invalid falls back to the initial state. */
  schema: z.ZodType<S>;
  persist?: boolean;
};

export const storageKey = (name: string) => `state.${name}`;

/** A client state slice: immer updates, a BehaviorSubject, persisted under `state.<name>` unless `persist: false`. */
export function createStore<S>(name: string, initial: S, { schema, persist = true }: StoreOptions<S>): Store<S> {
  const key = storageKey(name);
  const load = (): S => {
    if (!persist) return initial;
    const parsed = schema.safeParse(readJson(key));
    return parsed.success ? parsed.data : initial;
  };
  const subject = new BehaviorSubject<S>(load());
  const set = (next: S) => {
    if (persist) writeJson(key, next);
    subject.next(next);
  };
  return {
    state$: subject.asObservable(),
    get: () => subject.value,
    set,
    update: (recipe) => set(produce(subject.value, recipe)),
    reset: () => set(initial),
    reload: () => subject.next(load()),
  };
}
