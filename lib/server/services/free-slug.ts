import 'server-only';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

type Options = {
  maxLength: number;
  /** A base shorter than this always gets a suffix (the post form's rule: at least 3). */
  minLength?: number;
  /** Slugs no row may take (a route segment beside them). */
  reserved?: readonly string[];
  /** Rows left out of the check: the record being edited. */
  except?: SQL;
};

function withSuffix(base: string, n: number, maxLength: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The first of base, base-2, base-3… that no row of `table` has in `column`. One query. */
export async function firstFreeSlug(db: Pick<Database, 'select'>, table: PgTable, column: AnyPgColumn, base: string, options: Options): Promise<string> {
  // Short enough to also cover base-N once base is cut to make room for the suffix.
  const prefix = base.slice(0, options.maxLength - 8).replace(/-+$/, '');
  const rows = await db
    .select({ slug: column })
    .from(table)
    // base is [a-z0-9-] only, so it carries no LIKE wildcards.
    .where(and(or(eq(column, base), sql`${column} like ${`${prefix}%`}`), options.except));
  const taken = new Set([...rows.map((row) => String(row.slug)), ...(options.reserved ?? [])]);
  if (base.length >= (options.minLength ?? 1) && !taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = withSuffix(base, n, options.maxLength);
    if (!taken.has(candidate)) return candidate;
  }
}
