/** Small coercions shared by the normalisers: server payloads are untrusted `unknown`. */

export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): UnknownRecord {
  return isRecord(value) ? value : {};
}

/** A string with nothing but spaces, or nothing at all: a form field left empty. */
export function isBlankText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/** Trimmed text of a string or finite number; '' for anything else. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  return '';
}

/** First non-empty text among the values. */
export function firstText(...values: unknown[]): string {
  for (const value of values) {
    const text = textOf(value);
    if (text !== '') return text;
  }
  return '';
}

/** A number, or a numeric string (decimal comma accepted); null otherwise. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim().replace(',', '.');
    if (text === '' || !/^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
    const parsed = Number(text);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Non-negative whole count, default 0 (view counts, votes, post counts). */
export function countOf(value: unknown): number {
  const parsed = numberOf(value);
  return parsed !== null && parsed > 0 ? Math.floor(parsed) : 0;
}

/** SPEC §3: true only for true, 1, '1' or 'true'. */
export function isTrueFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Absent values (undefined, null, '') keep the default; anything else follows isTrueFlag. */
export function flagOr(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return fallback;
  }
  return isTrueFlag(value);
}

/** First value of the keys that is neither undefined, null nor a blank string. */
export function firstPresent(record: UnknownRecord, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = record[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    return value;
  }
  return undefined;
}

/** Array payload either bare or wrapped under one of the keys. */
export function listFrom(raw: unknown, keys: readonly string[]): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (isRecord(raw)) {
    for (const key of keys) {
      const value = raw[key];
      if (Array.isArray(value)) return value;
    }
  }
  return [];
}
