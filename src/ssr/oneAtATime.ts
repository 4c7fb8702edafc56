/** `run`, its calls taken in turn: each starts once the one before has settled, whether it succeeded or failed. */
export function oneAtATime<Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const turn = last.then(() => run(...args));
    last = turn.catch(() => undefined);
    return turn;
  };
}
