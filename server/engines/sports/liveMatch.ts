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
/** Before the start, news about the sides moves the prices a little about once a minute. */
const DRIFT_EVERY_MS = 60 * SECOND;
const HOUR = 3_600 * SECOND;
/**
 * The form of side 0 against side 1 (log of the ratio its strength is scaled by against the other's) is unknown
 * until the start: at most FORM_VARIANCE of it, revealed as the off nears (half of it in the last FORM_HALF_TIME).
 */
const FORM_VARIANCE = 0.05 ** 2;
const FORM_HALF_TIME = 6 * HOUR;
const formVarianceLeft = (msToOff: number): number => (FORM_VARIANCE * Math.max(0, msToOff)) / (Math.max(0, msToOff) + FORM_HALF_TIME);
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

/** The game as it will be played with side 0's `form` against side 1 (0: the sides' listed strengths). */
function gameSimFor(def: MatchDef, form: number): GameSim {
  const [a, b] = def.sides.map((side, index) => side.strength * Math.exp(index === 0 ? form / 2 : -form / 2)) as [number, number];
  const names: [string, string] = [def.sides[0].name, def.sides[1].name];
  switch (def.sportId) {
    case 4:
      return cricketSim(names, [a, b], def.first);
    case 1:
      return soccerSim(names, [1.45 * (a / b) ** 2, 1.1 * (b / a) ** 2]);
    case 2:
      return tennisSim(names, [0.64 + (a - b) * 0.3, 0.64 + (b - a) * 0.3], def.first);
  }
}

/** Gauss–Hermite nodes and weights for the expectation over a standard normal (7 points). */
const NODES = [0, 1.1544053947399682, -1.1544053947399682, 2.366759410734541, -2.366759410734541, 3.7504397177257425, -3.7504397177257425];
const WEIGHTS = [
  0.45714285714285724, 0.2401231786050127, 0.2401231786050127, 0.03075712396758652, 0.03075712396758652, 0.000548268855972217,
  0.000548268855972217,
];

/** Each runner's chance at the start (and a T20's chance of a tie), averaged over the form still unknown (normal, `variance` about `form`). */
function expectedChances(def: MatchDef, form: number, variance: number): { chances: number[]; tie: number | null } {
  const chances: number[] = [];
  let tie: number | null = null;
  NODES.forEach((node, index) => {
    const weight = WEIGHTS[index] ?? 0;
    const sim = gameSimFor(def, form + Math.sqrt(variance) * node);
    sim.chances().forEach((chance, runner) => (chances[runner] = (chances[runner] ?? 0) + weight * chance));
    if (sim.tieChance) tie = (tie ?? 0) + weight * sim.tieChance();
  });
  return { chances, tie };
}

/** A standard normal number (Box–Muller). */
const standardNormal = (random: Random): number => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/**
 * One match through time: pre-match (prices move with news of the sides' form), in play from its start (the game
 * steps on its own realistic clock divided by `speed`), completed when the game ends. `advance(now)` catches up
 * to `now`.
 *
 * A pre-match move is information: each one reveals part of the form the game will be played with, and the
 * prices show each runner's chance averaged over the form still unknown. That chance is a martingale: what it
 * will be at the off, and so the chance the match is won, is on average what it is now, so a move never hands a
 * bettor an edge (the best back is at or below the fair price).
 */
export function createLiveMatch(def: MatchDef, random: Random, speed: number) {
  let form = 0;
  let formVariance = FORM_VARIANCE;
  let shown = expectedChances(def, form, formVariance);
  let sim = gameSimFor(def, form);
  const scaled = (ms: number) => ms / speed;
  let phase: MatchPhase = 'preMatch';
  let nextStepAt = def.startsAt + scaled(FIRST_STEP_DELAY_MS);
  let suspendedUntil = 0;
  let completedAt: number | null = null;
  let driftedAt = 0;
  let totalMatched = Math.round(def.liquidity * (20 + random() * 60) * 100) / 100;

  function trade(amount: number): void {
    totalMatched = Math.round((totalMatched + amount) * 100) / 100;
  }

  /** Reveals the form down to `varianceLeft` still unknown. */
  function reveal(varianceLeft: number): void {
    if (varianceLeft >= formVariance) return;
    form += Math.sqrt(formVariance - varianceLeft) * standardNormal(random);
    formVariance = varianceLeft;
    shown = expectedChances(def, form, formVariance);
  }

  function advance(now: number): void {
    if (phase === 'preMatch') {
      if (now < def.startsAt && now - driftedAt >= scaled(DRIFT_EVERY_MS)) {
        reveal(formVarianceLeft((def.startsAt - now) * speed));
        driftedAt = now;
        trade(def.liquidity * random() * 2);
      }
      if (now < def.startsAt) return;
      reveal(0);
      sim = gameSimFor(def, form);
      phase = 'inPlay';
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
    /** The game: before the start an unplayed one; from the start the one played with the form revealed. */
    get sim() {
      return sim;
    },
    bookmaker: createBookmakerDesk(),
    advance,
    phase: () => phase,
    completedAt: () => completedAt,
    totalMatched: () => totalMatched,
    chances: () => (phase === 'preMatch' ? shown.chances : sim.chances()),
    /** Cricket: the chance of a tie, as the chances above; null for other sports. */
    tieChance: (): number | null => (phase === 'preMatch' ? shown.tie : (sim.tieChance?.() ?? null)),
    isSuspended: (now: number) => phase === 'inPlay' && now < suspendedUntil,
    isBallRunning: (now: number) => def.sportId === 4 && phase === 'inPlay' && now >= nextStepAt - scaled(BALL_RUNNING_MS),
  };
}

export type LiveMatch = ReturnType<typeof createLiveMatch>;
