import { createBookmakerDesk } from './bookmakerDesk';
import type { Side, SportId } from './catalogue';
import { cricketSim, soccerSim, tennisSim, type GameSim } from './games';
import type { Random } from './random';

const SECOND = 1_000;
/** Markets suspend when the match turns in play, and after a wicket, goal, break of serve or set. */
export const TURN_IN_PLAY_SUSPEND_MS = 30 * SECOND;
export const EVENT_SUSPEND_MS = 20 * SECOND;
/** Cricket fancy lines show "Ball Running" while the next delivery is on its way. */
export const BALL_RUNNING_MS = 8 * SECOND;
/** Before the start, prices drift a little about once a minute. */
const DRIFT_EVERY_MS = 60 * SECOND;
const FIRST_STEP_DELAY_MS = 45 * SECOND;

export interface MatchDef {
  sportId: SportId;
  competitionId: string;
  competitionName: string;
  matchId: string;
  sides: [Side, Side];
  startsAt: number;
  /** Whether the built-in TV page covers it (the `tv` flag). */
  tv: boolean;
  marketIds: { matchOdds: string; tiedMatch: string | null; bookmaker: string | null };
  /** Typical money at a price level; bigger for big matches. */
  liquidity: number;
  /** Cricket: who bats first (the toss); tennis: who serves first. */
  first: 0 | 1;
}

export type MatchPhase = 'preMatch' | 'inPlay' | 'completed';

function gameSimFor(def: MatchDef): GameSim {
  const [a, b] = def.sides;
  const names: [string, string] = [a.name, b.name];
  switch (def.sportId) {
    case 4:
      return cricketSim(names, [a.strength, b.strength], def.first);
    case 1:
      return soccerSim(names, [1.45 * (a.strength / b.strength) ** 2, 1.1 * (b.strength / a.strength) ** 2]);
    case 2:
      return tennisSim(names, [0.64 + (a.strength - b.strength) * 0.3, 0.64 + (b.strength - a.strength) * 0.3], def.first);
  }
}

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Shifts the first side's chance against the second by `drift` (log-odds), keeping the draw's share. */
function drifted(chances: number[], drift: number): number[] {
  if (drift === 0) return chances;
  const [a = 0, b = 0, ...rest] = chances;
  const both = a + b;
  if (both <= 0 || a <= 0 || b <= 0) return chances;
  const share = logistic(logit(a / both) + drift);
  return [share * both, (1 - share) * both, ...rest];
}

/**
 * One match through time: pre-match (prices drift), in play from its start (the game steps on its own
 * realistic clock divided by `speed`), completed when the game ends. `advance(now)` catches up to `now`.
 */
export function createLiveMatch(def: MatchDef, random: Random, speed: number) {
  const sim = gameSimFor(def);
  const scaled = (ms: number) => ms / speed;
  let phase: MatchPhase = 'preMatch';
  let nextStepAt = def.startsAt + scaled(FIRST_STEP_DELAY_MS);
  let suspendedUntil = 0;
  let completedAt: number | null = null;
  let drift = 0;
  let driftedAt = 0;
  let totalMatched = Math.round(def.liquidity * (20 + random() * 60) * 100) / 100;

  function trade(amount: number): void {
    totalMatched = Math.round((totalMatched + amount) * 100) / 100;
  }

  function advance(now: number): void {
    if (phase === 'preMatch') {
      if (now - driftedAt >= scaled(DRIFT_EVERY_MS)) {
        drift = Math.max(-0.4, Math.min(0.4, drift + (random() - 0.5) * 0.1));
        driftedAt = now;
        trade(def.liquidity * random() * 2);
      }
      if (now < def.startsAt) return;
      phase = 'inPlay';
      drift = 0;
      suspendedUntil = def.startsAt + scaled(TURN_IN_PLAY_SUSPEND_MS);
    }
    while (phase === 'inPlay' && nextStepAt <= now) {
      const at = nextStepAt;
      if (sim.step(random) === 'major') suspendedUntil = at + scaled(EVENT_SUSPEND_MS);
      trade(def.liquidity * random() * 4);
      if (sim.finished()) {
        phase = 'completed';
        completedAt = at;
      }
      nextStepAt = at + scaled(sim.nextDelayMs());
    }
  }

  return {
    def,
    sim,
    bookmaker: createBookmakerDesk(),
    advance,
    phase: () => phase,
    completedAt: () => completedAt,
    totalMatched: () => totalMatched,
    chances: () => drifted(sim.chances(), phase === 'preMatch' ? drift : 0),
    isSuspended: (now: number) => phase === 'inPlay' && now < suspendedUntil,
    isBallRunning: (now: number) => def.sportId === 4 && phase === 'inPlay' && now >= nextStepAt - scaled(BALL_RUNNING_MS),
  };
}

export type LiveMatch = ReturnType<typeof createLiveMatch>;
