/**
 * Ids (and page numbers) written in a URL. Every id, page and counter column is a PostgreSQL
 * integer: a value past DB_INT_MAX would reach the database and fail there.
 */
export const DB_INT_MAX = 2_147_483_647;

/**
 * One spelling per number: digits only, no sign, no leading zero, no space, no trailing byte
 * ('1%00', '01', ' 1', '+1', '1.0', '0x1', '1e0' are not 1), from 1 to DB_INT_MAX. Null otherwise:
 * an address that is not exactly an id is never read as another one.
 */
export function parseId(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= DB_INT_MAX ? id : null;
}
