import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { banners } from '../db/schema';

/** Active banners within their dates, in the staff's order. */
export async function listPublicBanners(db: Database, limit: number) {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.ativo, true),
        sql`(${banners.inicioEm} is null or ${banners.inicioEm} <= now())`,
        sql`(${banners.fimEm} is null or ${banners.fimEm} > now())`,
      ),
    )
    .orderBy(asc(banners.ordem), asc(banners.id))
    .limit(limit);
  return rows.map((b) => ({ id: b.id, titulo: b.titulo, imagemUrl: b.imagem, linkUrl: b.link, ordem: b.ordem }));
}
