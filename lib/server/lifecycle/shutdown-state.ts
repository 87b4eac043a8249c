/*
 * Whether this process is stopping (a SIGTERM was received): readiness answers 503 from then on,
 * so a load balancer sends new requests elsewhere while the ones in flight finish. On globalThis:
 * the signal handler and the API route live in different bundles.
 */
type GlobalWithShutdown = typeof globalThis & { __sintoniaShuttingDown?: boolean };

export function isShuttingDown(): boolean {
  return (globalThis as GlobalWithShutdown).__sintoniaShuttingDown === true;
}

export function markShuttingDown(): void {
  (globalThis as GlobalWithShutdown).__sintoniaShuttingDown = true;
}
