import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { flagOr } from '@/lib/domain/coerce';
import { SHOW_LISTENERS_KEY } from '@/lib/domain/listeners';
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
  /** Whether the public answer carries the listener count (setting 'Mostrar ouvintes no player', off by default). */
  showListeners: boolean;
};

const KEYS = [...STREAM_KEY_PRIORITY, NOW_PLAYING_METADATA_KEY, SHOW_LISTENERS_KEY, 'site.nome'];

/** Reads only the keys it needs, from the public settings (the same ones the player reads). */
export async function loadNowPlayingConfig(db: Database): Promise<NowPlayingConfig> {
  const rows = await db
    .select({ chave: configuracoes.chave, valor: configuracoes.valor })
    .from(configuracoes)
    .where(and(eq(configuracoes.publico, true), inArray(configuracoes.chave, KEYS)));
  const metadata = rows.find((row) => row.chave === NOW_PLAYING_METADATA_KEY)?.valor.trim() ?? '';
  const showListeners = flagOr(rows.find((row) => row.chave === SHOW_LISTENERS_KEY)?.valor, false);
  return nowPlayingConfigFrom(normalizeSettings(rows), metadata === '' ? null : metadata, showListeners);
}

/** The config from the public settings, whichever backend keeps them (with API_URL: the station's). */
export function nowPlayingConfigFrom(settings: PublicSettings, metadataUrl: string | null, showListeners = false): NowPlayingConfig {
  return { streamUrl: streamUrlOf(settings), metadataUrl, brand: brandName(settings), showListeners };
}
