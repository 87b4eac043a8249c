import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { SETTING_FIELDS, settingFieldDefault, settingToStored, settingsValuesFromRows } from '@/lib/domain/settings-fields';
import type { AdminSettings, AdminSettingsSaved, SettingsUpdateInput } from '@/lib/schemas/settings';
import type { Database } from '../db/client';
import { configuracoes } from '../db/schema';
import { hasPrivateHost, PRIVATE_HOST_MESSAGE } from '@/lib/domain/public-host';
import { assertRole, badRequest, INVALID_FIELDS_MESSAGE } from '@/lib/server/errors';
import { allowPrivateStreamHost } from '../env';
import { recordLog } from './audit-log';
import type { Actor } from './auth';

/*
 * Staff side of the settings, admins only: the route checks the role and so does
 * every function here. Each field has one canonical list-form key (the one the normaliser reads
 * first and the seed writes); a save also rewrites the alias rows that exist, so the public list
 * form never carries two different answers for one setting. No secret lives in this table: the
 * Facebook page token is in integracoes, encrypted.
 */

export const SETTINGS_FORBIDDEN_MESSAGE = 'Apenas administradores podem alterar as configurações do site.';

const ALL_KEYS = SETTING_FIELDS.flatMap((item) => [item.key, ...item.aliases]);

async function readSettings(db: Pick<Database, 'select'>): Promise<AdminSettings> {
  const rows = await db
    .select({ chave: configuracoes.chave, valor: configuracoes.valor, atualizadoEm: configuracoes.atualizadoEm })
    .from(configuracoes)
    .where(inArray(configuracoes.chave, ALL_KEYS));
  const latest = rows.reduce<Date | null>((max, row) => (max && max > row.atualizadoEm ? max : row.atualizadoEm), null);
  return { valores: settingsValuesFromRows(rows), atualizadoEm: latest ? latest.toISOString() : null };
}

export async function getAdminSettings(db: Database, actor: Actor): Promise<AdminSettings> {
  assertRole(actor.user, ['admin'], SETTINGS_FORBIDDEN_MESSAGE);
  return readSettings(db);
}

/**
 * The server's now-playing reader connects to the stream and every visitor's browser plays it: a
 * host on this machine or a private network is refused (SSRF, and the visitor's own LAN), unless
 * ALLOW_PRIVATE_STREAM_HOST says the station's Icecast is on its LAN. Here and not in the shared
 * schema: only the server knows that setting. The metadata address follows the stream's host.
 */
function assertPublicStream(input: SettingsUpdateInput): void {
  const stream = input.radio?.streamUrl;
  if (typeof stream !== 'string' || !hasPrivateHost(stream) || allowPrivateStreamHost()) return;
  throw badRequest(INVALID_FIELDS_MESSAGE, { 'radio.streamUrl': PRIVATE_HOST_MESSAGE });
}

/**
 * Writes the fields whose stored text changes (canonical key and its existing aliases), in one
 * transaction with one log listing the changed keys (values are not logged: the trail says what
 * changed, the table says what it is now).
 */
export async function updateAdminSettings(db: Database, actor: Actor, input: SettingsUpdateInput): Promise<AdminSettingsSaved> {
  assertRole(actor.user, ['admin'], SETTINGS_FORBIDDEN_MESSAGE);
  assertPublicStream(input);
  const changed = await db.transaction(async (tx) => {
    const rows = await tx.select({ chave: configuracoes.chave, valor: configuracoes.valor }).from(configuracoes).where(inArray(configuracoes.chave, ALL_KEYS));
    const stored = new Map(rows.map((row) => [row.chave, row.valor]));
    const writes: { chave: string; valor: string; grupo: string; publico: boolean }[] = [];
    const changedKeys: string[] = [];
    for (const item of SETTING_FIELDS) {
      const value = input[item.group]?.[item.name];
      if (value === undefined) continue;
      const text = settingToStored(item, value);
      let fieldChanged = false;
      for (const key of [item.key, ...item.aliases]) {
        // Aliases are rewritten only where they exist; the canonical key is always kept.
        if (key !== item.key && !stored.has(key)) continue;
        // A field never stored reads as its default: saving that default is no change.
        const current = stored.get(key) ?? (key === item.key ? settingToStored(item, settingFieldDefault(item)) : undefined);
        if (current === text) continue;
        writes.push({ chave: key, valor: text, grupo: item.group, publico: item.publico ?? true });
        fieldChanged = true;
      }
      if (fieldChanged) changedKeys.push(item.key);
    }
    if (writes.length === 0) return changedKeys;
    const now = new Date();
    await tx
      .insert(configuracoes)
      .values(writes.map((row) => ({ ...row, atualizadoEm: now })))
      .onConflictDoUpdate({ target: configuracoes.chave, set: { valor: sql`excluded.valor`, atualizadoEm: now } });
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'atualizar',
      entidade: 'configuracao',
      entidadeId: null,
      detalhes: { chaves: changedKeys },
      ip: actor.ip,
    });
    return changedKeys;
  });
  return { ...(await readSettings(db)), alteradas: changed };
}
