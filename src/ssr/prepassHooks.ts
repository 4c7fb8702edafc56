import { useId, useState } from 'react';
import { of, type Observable, type Subscription } from 'rxjs';

/**
 * observable-hooks as the server's render of a first screen sees it (the server build aliases the package here).
 * A server render runs no effects, so a stream would never deliver. Instead each render is a pass: a hook reads
 * what its stream has delivered so far, keyed by the hook's place in the tree (`useId`, stable from pass to pass),
 * and subscribes the stream the first time it is read. `renderFirstScreen` renders again until no stream it
 * subscribed still waits for its first value.
 */
export class Prepass {
  private readonly values = new Map<string, unknown>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly waiting = new Set<string>();
  private readonly onIdle = new Set<() => void>();

  read<T>(id: string, input$: Observable<T>, initial: T | (() => T) | undefined): T | undefined {
    if (!this.subscriptions.has(id)) this.subscribe(id, input$);
    if (this.values.has(id)) return this.values.get(id) as T;
    return typeof initial === 'function' ? (initial as () => T)() : initial;
  }

  /** Counts the streams subscribed and the first values delivered: a pass that changed it may render differently. */
  progress = 0;

  /** Resolves once every stream read so far has delivered a value or failed, or after `timeoutMs`. */
  whenIdle(timeoutMs: number): Promise<void> {
    // A module a pass asked for (a lazy component) loads in a task of its own: one tick lets it in.
    const tick = new Promise<void>((resolve) => setTimeout(resolve, 0));
    if (this.waiting.size === 0) return tick;
    const settled = new Promise<void>((resolve) => this.onIdle.add(resolve));
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, timeoutMs)).unref?.());
    return Promise.race([settled, timeout]).then(() => tick);
  }

  close(): void {
    this.subscriptions.forEach((subscription) => subscription.unsubscribe());
  }

  private subscribe<T>(id: string, input$: Observable<T>): void {
    this.waiting.add(id);
    this.progress++;
    const settle = () => {
      if (!this.waiting.delete(id)) return;
      this.progress++;
      if (this.waiting.size > 0) return;
      this.onIdle.forEach((resolve) => resolve());
      this.onIdle.clear();
    };
    // A stream that delivers at once (a stored slice) has its value before the subscription is kept.
    const subscription = input$.subscribe({
      next: (value) => {
        this.values.set(id, value);
        settle();
      },
      error: settle,
      complete: settle,
    });
    this.subscriptions.set(id, subscription);
  }
}

let current: Prepass | undefined;

/** Runs one render pass with `prepass` as the store of stream values. */
export function withPrepass<T>(prepass: Prepass, render: () => T): T {
  current = prepass;
  try {
    return render();
  } finally {
    current = undefined;
  }
}

function read<T>(input$: Observable<T>, initial: T | (() => T) | undefined, id: string): T | undefined {
  return current ? current.read(id, input$, initial) : typeof initial === 'function' ? (initial as () => T)() : initial;
}

export function useObservableState<T>(input: Observable<T> | ((input$: Observable<T>) => Observable<T>), initial?: T): unknown {
  const id = useId();
  if (typeof input === 'function') return [initial, () => undefined];
  return read(input, initial, id);
}

export function useObservableEagerState<T>(input$: Observable<T>): T | undefined {
  return read(input$, undefined, useId());
}

export function useObservable<T, Inputs extends readonly unknown[]>(
  init: (inputs$: Observable<Inputs>) => Observable<T>,
  inputs?: Inputs,
): Observable<T> {
  return useState(() => init(of((inputs ?? []) as unknown as Inputs)))[0];
}

/** A subscription's side effects belong to the browser: the server runs none. */
export function useSubscription(): void {}
