export type ServedEntry = { tags: string | null };
export function runRecordingServedEntry<T>(served: ServedEntry, serve: () => T): T;
export function noteServedEntry(value: unknown): void;
export function recordedTagsOf(value: unknown): string;
