/**
 * The rules dialog of each table that has one, by casino type: the exact rules, one paragraph each. Part of the
 * strings module (`strings.casinoRules`), kept apart for its length.
 */
export const casinoRulesText = {
  card32: [
    'One deck of 32 cards: 6, 7, 8, 9, 10, J, Q, K of each suit. J counts 11, Q 12, K 13; the others their number.',
    'Players 8, 9, 10 and 11 each get one card, in that order, added to their number (Player 9 with a Q has 21).',
    'The highest total wins. Players tied for the highest total each get another card, in seat order, added to their total, until one alone is highest: there is never a tie. Should the deck run out first, the tied player whose last card has the highest suit (spades, hearts, clubs, diamonds) wins.',
    'Back the player you think wins. Bets on every other player lose.',
    'Lay a player to bet that it does not win, at its lay rate: a lay of 100 at 3.6 wins 100 if that player loses and loses 260, its liability ((rate − 1) × stake), if it wins.',
  ],
  card32eu: [
    'The same deal as 32 Cards A: one deck of 32 cards (6 to K; J 11, Q 12, K 13); Players 8, 9, 10 and 11 add one card each to their number; tied leaders get another card each until one wins.',
    "Odd/Even: each player's first card is odd (7, 9, J, K) or even (6, 8, 10, Q). Later cards do not count.",
    'Colour: the four first cards are two red and two black, three or four red, or three or four black.',
    'Players 8, 9, 10 and 11 can be backed or laid. A lay wins its stake if that player loses and loses (lay rate − 1) × stake, its liability, if it wins. Odd/Even and Colour are back only.',
  ],
  aaa: [
    'One card from a shuffled 52-card deck. A counts 1, J 11, Q 12, K 13.',
    'Amar wins on A to 6, Akbar on 7 to 10, Anthony on J, Q or K.',
    "Even / Odd by the card's value (Q even, A, J and K odd); Red (hearts, diamonds) / Black (spades, clubs).",
    'Under 7 wins on A to 6 and Over 7 on 8 to K. On a 7 both lose half their stake (the other half comes back).',
  ],
  btable: [
    'One card from a shoe of two decks of the sixteen J, Q, K and A (32 cards).',
    'Don: the A of spades. Amar Akbar Anthony: the A of hearts, clubs or diamonds. Sahib Bibi aur Ghulam: the K, Q or J of spades. Dharam Veer: the K of hearts, clubs or diamonds. Kis Kisko Pyaar Karoon: the Q of hearts, clubs or diamonds. Ghulam: the J of hearts, clubs or diamonds.',
    'Odd wins on J, K or A (J 11, K 13, A 1); Red on hearts and diamonds, Black on spades and clubs; Card J, Q, K, A on that rank.',
  ],
  dt202: [
    'One card to Dragon, then one to Tiger, from a shoe of eight 52-card decks shuffled afresh each round. A is low (1), K high (13).',
    'The higher card wins; equal ranks are a Tie, and on a Tie the Dragon and Tiger bets lose.',
    "Even / Odd by the card's value (2, 4, 6, 8, 10, Q even; A, 3, 5, 7, 9, J, K odd); Red (hearts, diamonds) / Black (spades, clubs); Card A to K on that rank, for Dragon's card and for Tiger's.",
    'Dragon and Tiger pay even money (rate 2). A Tie pays 12 to 1 (rate 13). Each Card A to K pays 11 to 1 (rate 12).',
  ],
  baccarat: [
    'Punto banco from a shoe of eight 52-card decks shuffled afresh each round. Cards are dealt Player, Banker, Player, Banker.',
    "A counts 1, 2 to 9 their number, 10, J, Q and K 0; a hand's points are the last digit of its total.",
    "If either hand has 8 or 9 with two cards, both stand. Otherwise the Player draws a third card on 0 to 5 and stands on 6 or 7. If the Player stood, the Banker draws on 0 to 5. If the Player drew, the Banker draws on 0 to 2; on 3 unless the Player's third card is an 8; on 4 if it is 2 to 7; on 5 if it is 4 to 7; on 6 if it is 6 or 7; never on 7.",
    'The higher points win. Player and Banker pay even money, but a Banker win with 6 points pays half. On a Tie the Player and Banker bets are returned.',
    "Tie pays 9 to 1. Player Pair and Banker Pair pay 12 to 1 when that hand's first two cards are of one rank.",
  ],
  poker20: [
    "Heads-up Texas Hold'em from one 52-card deck shuffled afresh each round. Cards are dealt Player A, Player B, Player A, Player B, then the five board cards: the flop (three cards), the turn and the river. No card is burned.",
    "Each player's hand is the best five of their two cards and the five board cards. From the highest: Straight Flush, Four of a Kind, Full House, Flush, Straight, Three of a Kind, Two Pair, Pair, High Card. A is high, and low only in the straight A-2-3-4-5. Suits never rank.",
    'Hands of one category compare their ranks in order (a pair before its kickers). When both best five cards are equal in rank, for instance when the board plays for both, the pot is split.',
    'Player A and Player B: the better hand wins. On a split pot both bets are returned.',
    'Winning Hand: the category of the winning hand, or on a split pot the category both hands share. High Card/Pair wins on a high card or a pair; Four of a Kind+ on four of a kind or a straight flush.',
  ],
  worli2: [
    'Three cards from a shuffled deck of 40: A to 10 of each suit (A counts 1).',
    "The single digit is the last digit of the three cards' total (7, 8 and 8 make 23: digit 3).",
    'Digit 0 to 9 wins on that digit. Line 1 wins on 1 to 5, Line 2 on 6, 7, 8, 9 and 0. Odd wins on 1, 3, 5, 7, 9, Even on 0, 2, 4, 6, 8.',
  ],
} as Record<string, readonly string[]>;
