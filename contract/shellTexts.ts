/**
 * The shell's long texts, apart from strings.ts so the first screen does not carry them: the footer pages'
 * default text (read by the server) and the rules window's groups (loaded with the window).
 */
export const shellTexts = {
  /** The text of each footer page until the operator sets the domain's own ({title} is the domain title). */
  pageDefaults: {
    'privacy-policy':
      '{title} collects only what it needs to run your account: your user name, mobile number, the IP address and approximate location of each sign-in, and your bets and transactions.\n\nWe use this information to operate the exchange, keep your account secure, meet our legal duties and resolve disputes. We never sell it. It is kept for as long as the law requires and then deleted.\n\nYou may ask your operator for a copy of your data or for a correction at any time.',
    kyc: '{title} follows Know Your Customer rules to prevent fraud, money laundering and underage gambling.\n\nBefore a withdrawal, or when asked, you must provide a valid photo identity document and a proof of address not older than three months. The name on the documents must match the name on your account.\n\nAccounts that cannot be verified may be limited until verification is complete.',
    'terms-and-conditions':
      'By opening an account with {title} you confirm that you are 18 years of age or older and that betting is lawful where you are.\n\nOne account per person. Bets are accepted only when your balance covers the stake and your exposure stays within its limit. A bet is final once confirmed; markets are settled according to the Rules and Regulations.\n\n{title} may void bets placed on obviously wrong prices or after an event has started where the rules say so, and may close accounts that break these terms.',
    'rules-and-regulations':
      'All markets on {title} are settled according to the official result of the event. The full cricket settlement, bookmaker, fancy, session, Test and limited-over rules are in the Rules window of the footer.\n\nIf a market is suspended, no bets are accepted until it reopens. Queries about a settled bet must be raised within 7 days of settlement.',
    'responsible-gambling':
      'Betting should be fun. Set yourself a budget and a time limit before you play, and never chase your losses.\n\nIf gambling stops being enjoyable, take a break. Your operator can lower your exposure limit or close your account on request.\n\nGambling is for adults only: {title} does not accept players under 18.',
  },
  rulesGroups: [
    {
      title: 'Cricket settlement',
      items: [
        'Match odds are settled on the official result. If a limited-overs match is shortened, bets stand when at least 25 overs per side are bowled in a one-day (ODI) match, or 10 overs per side in a T20 match; otherwise they are void.',
        'Queries about a settled bet must be raised within 7 days of settlement.',
        'If a match moves to a reserve day with a new toss, bets placed after 30 minutes before the original start time are void.',
      ],
    },
    {
      title: 'Bookmaker',
      items: [
        'Bookmaker markets are settled on the official result, at the rate shown when the bet was accepted.',
        'A bookmaker market may be suspended at any time; no bets are accepted while it is suspended.',
      ],
    },
    {
      title: 'Fancy',
      items: [
        'Fancy lines are settled on the runs, wickets or other figure of the line as recorded in the official scorecard.',
        'Advance fancy lines are suspended 60 minutes before the scheduled start of the match.',
        'Lambi (total runs of an innings) lines require a minimum of 70 overs to be bowled, otherwise they are void.',
      ],
    },
    {
      title: 'Session',
      items: [
        'A session line is settled at the end of its over; if that over is not completed, the line is void unless its result is already decided.',
        'Session bets stand when the innings ends early only if the line has already been passed.',
      ],
    },
    {
      title: 'Test',
      items: [
        'On the first day of a Test match, session lines require a minimum of 25, 50 and 80 overs respectively to stand.',
        'Advance specials in Test matches are valid only if 300 overs are played.',
      ],
    },
    {
      title: 'Limited-over',
      items: [
        'In a one-day (ODI) match, bets on a shortened innings stand when 25 or more overs were bowled; in a T20 match, when 10 or more overs were bowled.',
        'If the result is decided by the Duckworth-Lewis-Stern method, match odds follow the official result and completed session lines stand.',
      ],
    },
  ],
};
