// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createStore } from '../../../../streams/state/createStore';

const schema = z.object({ count: z.number(), tags: z.array(z.string()) });
const initial = { count: 0, tags: [] as string[] };

describe('createStore', () => {
  afterEach(() => localStorage.clear());

  it('STATE-05 persists every change under state.<name> and restores it on the next load', () => {
    const store = createStore('demo', initial, { schema });
    store.update((state) => ({ count: state.count + 2, tags: [...state.tags, 'a'] }));
    expect(JSON.parse(localStorage.getItem('state.demo') ?? '')).toEqual({ count: 2, tags: ['a'] });
    expect(createStore('demo', initial, { schema }).get()).toEqual({ count: 2, tags: ['a'] });
  });

  it('STATE-05 corrupt JSON or a wrong shape in storage falls back to the initial state', () => {
    localStorage.setItem('state.broken', '{not json');
    localStorage.setItem('state.wrong', JSON.stringify({ count: 'many' }));
    expect(createStore('broken', initial, { schema }).get()).toEqual(initial);
    expect(createStore('wrong', initial, { schema }).get()).toEqual(initial);
  });

  it('STATE-04 reset returns to the initial state and stores it', () => {
    const store = createStore('resettable', initial, { schema });
    store.set({ count: 9, tags: ['x'] });
    store.reset();
    expect(store.get()).toEqual(initial);
    expect(JSON.parse(localStorage.getItem('state.resettable') ?? '')).toEqual(initial);
  });

  it('OPEN-133 a store with persist: false never touches storage', () => {
    const store = createStore('transient', initial, { schema, persist: false });
    store.set({ count: 1, tags: [] });
    expect(localStorage.getItem('state.transient')).toBeNull();
  });

  it('STATE-02 state$ gives the current value at once and every change after it', () => {
    const store = createStore('observed', initial, { schema, persist: false });
    const seen: number[] = [];
    store.state$.subscribe((s) => seen.push(s.count));
    store.set({ count: 5, tags: [] });
    expect(seen).toEqual([0, 5]);
  });

  it('STATE-05 works without localStorage (node, storage disabled)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const store = createStore('nostorage', initial, { schema });
    store.set({ count: 3, tags: [] });
    expect(store.get().count).toBe(3);
    vi.restoreAllMocks();
    expect(localStorage.getItem('state.nostorage')).toBeNull();
  });
});

describe('first-screen slices (schemas in persistedSchemas.ts)', () => {
  afterEach(() => localStorage.clear());

  it('STATE-05 start from the initial state and take the stored value once the schemas have loaded', async () => {
    vi.resetModules();
    localStorage.setItem('state.exposure', '250');
    const { createStore: create, storesHydrated } = await import('../../../../streams/state/createStore');
    const store = create('exposure', 0);
    expect(store.get()).toBe(0);
    await storesHydrated();
    expect(store.get()).toBe(250);
    expect(create('exposure', 0).get()).toBe(250);
  });

  it('STATE-05 the betting settings (keep unmatched, confirm before cash out) are read back with the stakes', async () => {
    vi.resetModules();
    const stored = { presets: [{ id: 0, stakeValue: 100 }], keepUnmatched: false, confirmCashOut: false };
    localStorage.setItem('state.stakes', JSON.stringify(stored));
    const { createStore: create, storesHydrated } = await import('../../../../streams/state/createStore');
    const stakes = create('stakes', { presets: [] as { id: number; stakeValue: number }[] });
    await storesHydrated();
    expect(stakes.get()).toEqual(stored);
  });

  it('STATE-05 a stored value that fails the schema is not read back', async () => {
    vi.resetModules();
    localStorage.setItem('state.exposure', '-5');
    const { createStore: create, storesHydrated } = await import('../../../../streams/state/createStore');
    const exposure = create('exposure', 0);
    await storesHydrated();
    expect(exposure.get()).toBe(0);
  });

  it('STATE-05 a value set before the schemas came stays, even where nothing could be stored', async () => {
    vi.resetModules();
    const { createStore: create, storesHydrated } = await import('../../../../streams/state/createStore');
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const stakes = create('stakes', { presets: [] as { id: number; stakeValue: number }[] });
    stakes.set({ presets: [{ id: 0, stakeValue: 3 }] });
    await storesHydrated();
    vi.restoreAllMocks();
    expect(stakes.get().presets).toEqual([{ id: 0, stakeValue: 3 }]);
  });
});
