/**
 * `useElapsed` as the server's render sees it (the server build resolves the module here): the screen it renders is
 * shown once its waits are over (a play page's table after its 1.4 s background, see serverFirstScreen.ts), so
 * every wait has passed.
 */
export function useElapsed(): boolean {
  return true;
}
