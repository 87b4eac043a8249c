import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { NOW_PLAYING_METADATA_KEY } from '@/lib/domain/now-playing';
import { brandName, normalizeSettings, STREAM_KEY_PRIORITY, streamUrlOf, type PublicSettings } from '@/lib/domain/settings';
import type { Database } from '../db/client';
import { configuracoes } from '../db/schema';

/** What the now-playing reader needs from the settings: the stream the player plays, the optional status page, the brand. */
export type NowPlayingConfig = {
  /** The player's stream (SPEC §3 key priority), forced to http; null when none is configured. */
  streamUrl: string | null;
  metadataUrl: string | null;
  /** The station's name: a title equal to it is a jingle, not a song. */
  brand: string;
};

const KEYS = [...STREAM_KEY_PRIORITY, NOW_PLAYING_METADATA_KEY, 'site.nome'];

/** Reads only the keys it needs, from the public settings (the same ones the player reads). */
export async function loadNowPlayingConfig(db: Database): Promise<NowPlayingConfig> {
  const rows = await db
    .select({ chave: configuracoes.chave, valor: configuracoes.valor })
    .from(configuracoes)
    .where(and(eq(configuracoes.publico, true), inArray(configuracoes.chave, KEYS)));
  const metadata = rows.find((row) => row.chave === NOW_PLAYING_METADATA_KEY)?.valor.trim() ?? '';
  return nowPlayingConfigFrom(normalizeSettings(rows), metadata === '' ? null : metadata);
}

/** The config from the public settings, whichever backend keeps them (with API_URL: the station's). */
export function nowPlayingConfigFrom(settings: PublicSettings, metadataUrl: string | null): NowPlayingConfig {
  return { streamUrl: streamUrlOf(settings), metadataUrl, brand: brandName(settings) };
}
