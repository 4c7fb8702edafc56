/** The localStorage key a persisted slice is kept under. */
export const storageKey = (name: string) => `state.${name}`;
