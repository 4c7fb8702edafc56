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

let nextSelectionId = 10_301;
const side = (name: string, short: string, strength: number): Side => ({ selectionId: nextSelectionId++, name, short, strength });

export const COMPETITIONS: Record<SportId, CompetitionDef[]> = {
  4: [
    {
      competitionId: '101480',
      name: "ICC Men's T20 World Cup",
      sides: [
        side('India', 'IND', 1.12),
        side('Australia', 'AUS', 1.1),
        side('England', 'ENG', 1.08),
        side('South Africa', 'SA', 1.05),
        side('New Zealand', 'NZ', 1.02),
        side('Pakistan', 'PAK', 1.02),
        side('West Indies', 'WI', 0.98),
        side('Sri Lanka', 'SL', 0.95),
        side('Afghanistan', 'AFG', 0.96),
        side('Bangladesh', 'BAN', 0.9),
      ],
    },
    {
      competitionId: '10020',
      name: 'Indian Premier League',
      sides: [
        side('Mumbai Indians', 'MI', 1.06),
        side('Chennai Super Kings', 'CSK', 1.05),
        side('Royal Challengers Bengaluru', 'RCB', 1.02),
        side('Kolkata Knight Riders', 'KKR', 1.04),
        side('Delhi Capitals', 'DC', 0.98),
        side('Rajasthan Royals', 'RR', 1),
        side('Sunrisers Hyderabad', 'SRH', 1.03),
        side('Punjab Kings', 'PBKS', 0.97),
        side('Gujarat Titans', 'GT', 1.01),
        side('Lucknow Super Giants', 'LSG', 0.99),
      ],
    },
    {
      competitionId: '11365612',
      name: 'Big Bash League',
      sides: [
        side('Sydney Sixers', 'SIX', 1.04),
        side('Perth Scorchers', 'SCO', 1.05),
        side('Brisbane Heat', 'HEA', 1),
        side('Melbourne Stars', 'STA', 0.98),
        side('Adelaide Strikers', 'STR', 0.99),
        side('Hobart Hurricanes', 'HUR', 1.01),
        side('Sydney Thunder', 'THU', 0.97),
        side('Melbourne Renegades', 'REN', 0.95),
      ],
    },
  ],
  1: [
    {
      competitionId: '10932509',
      name: 'English Premier League',
      sides: [
        side('Arsenal', 'ARS', 1.12),
        side('Liverpool', 'LIV', 1.12),
        side('Man City', 'MCI', 1.13),
        side('Chelsea', 'CHE', 1.05),
        side('Tottenham', 'TOT', 1.02),
        side('Man Utd', 'MUN', 1),
        side('Newcastle', 'NEW', 1.03),
        side('Aston Villa', 'AVL', 1.03),
        side('Brighton', 'BHA', 0.98),
        side('West Ham', 'WHU', 0.95),
      ],
    },
    {
      competitionId: '117',
      name: 'Spanish La Liga',
      sides: [
        side('Real Madrid', 'RMA', 1.14),
        side('Barcelona', 'BAR', 1.12),
        side('Atletico Madrid', 'ATM', 1.06),
        side('Athletic Bilbao', 'ATH', 1.01),
        side('Real Sociedad', 'RSO', 0.99),
        side('Villarreal', 'VIL', 0.99),
        side('Sevilla', 'SEV', 0.96),
        side('Valencia', 'VAL', 0.94),
      ],
    },
  ],
  2: [
    {
      competitionId: '12505634',
      name: 'ATP Vienna Open',
      sides: [
        side('Luca Moretti', 'MOR', 1.08),
        side('Daniel Kovac', 'KOV', 1.05),
        side('Felix Laurent', 'LAU', 1.03),
        side('Arjun Mehta', 'MEH', 1),
        side('Tomas Berg', 'BER', 0.99),
        side('Mateo Alvarez', 'ALV', 1.02),
        side('Kenji Sato', 'SAT', 0.97),
        side('Oliver Grant', 'GRA', 0.96),
      ],
    },
    {
      competitionId: '12505711',
      name: 'WTA Tokyo Open',
      sides: [
        side('Elena Petrova', 'PET', 1.07),
        side('Sofia Marin', 'MAR', 1.04),
        side('Hana Novak', 'NOV', 1.02),
        side('Chloe Bennett', 'BEN', 1),
        side('Mei Lin', 'LIN', 0.99),
        side('Ana Ribeiro', 'RIB', 0.97),
        side('Ingrid Olsen', 'OLS', 0.96),
        side('Priya Nair', 'NAI', 0.98),
      ],
    },
  ],
};

/** Betfair's ids for the draw and the Tied Match runners, which every match shares. */
export const DRAW_SELECTION_ID = 58_805;
export const TIE_YES_SELECTION_ID = 30_246;
export const TIE_NO_SELECTION_ID = 30_247;
