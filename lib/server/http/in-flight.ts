import type { Server, ServerResponse } from 'node:http';

/*
 * The HTTP servers of this process and the requests they are answering, noted by the front door,
 * so a graceful stop can close the servers and wait for what is in flight.
 */
type Tracking = { servers: Set<Server>; inFlight: number; idle: Set<() => void> };
type GlobalWithTracking = typeof globalThis & { __sintoniaInFlight?: Tracking };

function tracking(): Tracking {
  return ((globalThis as GlobalWithTracking).__sintoniaInFlight ??= { servers: new Set(), inFlight: 0, idle: new Set() });
}

export function trackRequest(server: Server, response: ServerResponse): void {
  const state = tracking();
  state.servers.add(server);
  state.inFlight += 1;
  response.once('close', () => {
    state.inFlight -= 1;
    if (state.inFlight === 0) for (const resolve of state.idle) resolve();
  });
}

export function servingServers(): Server[] {
  return [...tracking().servers];
}

export function requestsInFlight(): number {
  return tracking().inFlight;
}

/** Resolves when no request is being answered, or after `timeoutMs`. */
export function waitForRequestsToFinish(timeoutMs: number): Promise<void> {
  const state = tracking();
  if (state.inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      state.idle.delete(done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    state.idle.add(done);
  });
}
