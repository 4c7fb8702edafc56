import { useLayoutEffect } from 'react';
import { handOverFirstScreen } from './firstScreenHandover';

/** The page's own first screen is whole once `whole` holds: a first screen the server rendered then goes. */
export function useHandOverFirstScreen(whole: boolean): void {
  useLayoutEffect(() => void (whole && handOverFirstScreen()), [whole]);
}
