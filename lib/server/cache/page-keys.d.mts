export const MAX_REMEMBERED_PATHS: number;
export function runForRequestPath<T>(path: string, serve: () => T): T;
export function notePageKey(key: string, kind: string | undefined): void;
export function pageKeyOf(path: string): string | undefined;
export function forgetPageKeys(): void;
