'use client';

/** A full reload, in one place so tests can observe it (jsdom's location cannot be stubbed). */
export function reloadPage(): void {
  window.location.reload();
}
