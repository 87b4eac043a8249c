export const SEARCH_RESULTS_TAG: string;
export const MAX_CACHED_SEARCH_ENTRIES: number;
export const SEARCH_SHARED_MAX_AGE_SECONDS: number;
export function isSearchEntry(tags: readonly string[]): boolean;
export function noteSearchEntry(index: Set<string>, key: string, max?: number): string[];
