const SIX_DIGIT_HEX = /^#?([0-9a-fA-F]{6})$/;

/** DOM-09: only 6-digit hex (with or without "#") is a colour; anything else is null, never an error. */
export function parseHexColour(value: string | null | undefined): string | null {
  const match = SIX_DIGIT_HEX.exec(value?.trim() ?? '');
  return match?.[1] ? `#${match[1].toLowerCase()}` : null;
}
