/** The console's code font, for stream names, keys and values. */
export const monoText = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12.5 } as const;
