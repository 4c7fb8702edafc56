import { z } from 'zod';
import competitions from './competitions.json';

/** Who plays: competitions per sport with their sides, each with a stable selection id and a strength. */
export interface Side {
  selectionId: number;
  name: string;
  /** Short name for fancy lines and the scoreboard ("IND"). */
  short: string;
  /** 0.85 (weak) … 1.15 (strong). */
  strength: number;
}

export interface CompetitionDef {
  competitionId: string;
  name: string;
  sides: Side[];
}

export type SportId = 4 | 1 | 2;

export const SPORT_NAMES: Record<SportId, string> = { 4: 'Cricket', 1: 'Soccer', 2: 'Tennis' };

const competitionRows = z.array(
  z.object({ competitionId: z.string(), name: z.string(), sides: z.array(z.tuple([z.string(), z.string(), z.number()])) }),
);

let nextSelectionId = 10_301;
const side = ([name, short, strength]: [string, string, number]): Side => ({ selectionId: nextSelectionId++, name, short, strength });
const competitionsOf = (sportId: SportId): CompetitionDef[] =>
  competitionRows.parse(competitions[sportId]).map((competition) => ({ ...competition, sides: competition.sides.map(side) }));

/** The competitions and their sides (data: competitions.json); selection ids are handed out cricket, soccer, tennis in file order, so they stay stable. */
export const COMPETITIONS: Record<SportId, CompetitionDef[]> = { 4: competitionsOf(4), 1: competitionsOf(1), 2: competitionsOf(2) };

/** Betfair's ids for the draw and the Tied Match runners, which every match shares. */
export const DRAW_SELECTION_ID = 58_805;
export const TIE_YES_SELECTION_ID = 30_246;
export const TIE_NO_SELECTION_ID = 30_247;
