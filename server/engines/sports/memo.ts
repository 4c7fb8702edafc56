/** A small memo of the latest `size` results by key (the oldest goes first). */
export function createMemo<T>(size: number) {
  const known = new Map<string, T>();
  return (key: string, compute: () => T): T => {
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    if (known.size >= size) known.delete(known.keys().next().value as string);
    const value = compute();
    known.set(key, value);
    return value;
  };
}
