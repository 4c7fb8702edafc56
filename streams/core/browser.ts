/** Browser globals, read defensively: the stream layer is also imported by node tests and tools. */

export function browserWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

export function browserDocument(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

let serverHostname = '';

/** The server's render of a first screen (there is no window) names the domain it renders for. */
export function setServerHostname(hostname: string): void {
  serverHostname = hostname;
}

export function currentHostname(): string {
  return browserWindow()?.location.hostname ?? serverHostname;
}

export function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode) throws on access
  }
}

export function readJson(key: string): unknown {
  const text = storage()?.getItem(key);
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded: the in-memory state stays authoritative
  }
}

export function reloadPage(): void {
  browserWindow()?.location.reload();
}
