import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { BehaviorSubject, finalize, map, Observable, of, timer } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { Prepass, useObservableEagerState, useObservableState, withPrepass } from '../../../src/ssr/prepassHooks';

function Price({ price$ }: { price$: Observable<string> }) {
  return createElement('b', null, (useObservableState(price$, 'waiting') as string) ?? '');
}

function Board({ name$, price$ }: { name$: Observable<string>; price$: Observable<string> }) {
  const name = useObservableEagerState(name$);
  return createElement('p', null, name ?? 'no name', name === undefined ? null : createElement(Price, { price$ }));
}

describe("the server's render passes", () => {
  it('each pass shows what the streams have delivered; a stream read in a later pass is subscribed then', async () => {
    const name$ = timer(5).pipe(map(() => 'Mumbai v Chennai'));
    const price$ = new BehaviorSubject('1.85');
    const prepass = new Prepass();
    const board = createElement(Board, { name$, price$ });

    expect(withPrepass(prepass, () => renderToString(board))).toBe('<p>no name</p>');
    await prepass.whenIdle(1_000);
    const progress = prepass.progress;
    expect(withPrepass(prepass, () => renderToString(board))).toBe('<p>Mumbai v Chennai<b>1.85</b></p>');
    expect(prepass.progress).toBeGreaterThan(progress);
    await prepass.whenIdle(1_000);

    const settled = prepass.progress;
    price$.next('1.86');
    expect(withPrepass(prepass, () => renderToString(board))).toBe('<p>Mumbai v Chennai<b>1.86</b></p>');
    expect(prepass.progress).toBe(settled);
  });

  it('a stream that has not delivered by the deadline renders its initial value', async () => {
    const prepass = new Prepass();
    const price = createElement(Price, { price$: timer(60_000).pipe(map(() => '9.9')) });
    withPrepass(prepass, () => renderToString(price));
    await prepass.whenIdle(10);
    expect(withPrepass(prepass, () => renderToString(price))).toBe('<b>waiting</b>');
    prepass.close();
  });

  it('close ends every subscription it made', async () => {
    let open = 0;
    const counted$ = new Observable<string>((subscriber) => {
      open++;
      subscriber.next('2.14');
    }).pipe(finalize(() => open--));
    const prepass = new Prepass();
    withPrepass(prepass, () => renderToString(createElement(Price, { price$: counted$ })));
    withPrepass(prepass, () => renderToString(createElement(Price, { price$: counted$ })));
    expect(open).toBe(1);
    prepass.close();
    expect(open).toBe(0);
  });

  it('outside a render pass a hook shows its initial value and subscribes nothing', () => {
    let subscribed = false;
    const price$ = of('1.85').pipe(finalize(() => (subscribed = true)));
    expect(renderToString(createElement(Price, { price$ }))).toBe('<b>waiting</b>');
    expect(subscribed).toBe(false);
  });
});
