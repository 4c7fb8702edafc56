import type { BetSide } from '../../contract/margins';
import { strings } from '../../contract/strings';

/** A bet's side as the bettor reads it: "Back" or "Lay". */
export const sideLabel = (side: BetSide): string => (side === 'back' ? strings.back : strings.lay);
