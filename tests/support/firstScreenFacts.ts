import type { FirstScreenFacts } from '../../src/ssr/firstScreenFits';

/** What a first screen rendered for a visitor without a session, light theme, says the visit must be. */
export const PHONE_VISIT_FACTS: FirstScreenFacts = {
  phoneQuery: '(max-width:599.95px)',
  authKey: 'state.auth',
  themeKey: 'theme',
  replayKey: 'qa.pendingReplay',
  mode: 'light',
  modeForced: false,
};
