/**
 * C0 control characters other than tab, line feed and carriage return, plus DEL: never part of
 * text a person typed. NUL in particular is refused by PostgreSQL (a 500 when it reached a query).
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/** The same, through every string of a parsed JSON value (object keys included). */
export function stripControlCharactersDeep(value: unknown): unknown {
  if (typeof value === 'string') return stripControlCharacters(value);
  if (Array.isArray(value)) return value.map(stripControlCharactersDeep);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [stripControlCharacters(key), stripControlCharactersDeep(item)]));
  }
  return value;
}

/**
 * Any control character at all: C0 (tab and line breaks included), DEL and C1. None belongs in a
 * path, an id or a redirect target, where a line break would split a response header.
 */
const ANY_CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

export function hasControlCharacter(text: string): boolean {
  return ANY_CONTROL_CHARACTER.test(text);
}
