import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { slugify } from '@/lib/domain/slug';
import type { ImportReport } from '@/lib/domain/wordpress-import/report';
import type { WxrAuthor } from '@/lib/domain/wordpress-import/wxr-items';
import type { Database } from '../../db/client';
import { usuarios } from '../../db/schema';
import { recordLog } from '../audit-log';
import type { Actor } from '../auth';
import { importedKeys, rememberImported } from './imported-items';

/*
 * The site's authors become staff accounts of role autor, inactive and without a password: their
 * posts keep their byline, and nobody can sign in with them until an admin reactivates one and
 * sets a password (Usuários). An author whose e-mail already has an account here is that account,
 * left as it is.
 */

const NAME_MAX = 120;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,185}\.[^\s@]{2,63}$/;

export type AuthorDirectory = {
  /** The account of a post's author (dc:creator), created on the spot for a login the export does not list. */
  idFor(login: string): Promise<number>;
};

async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(sql`lower(${usuarios.email})`, email.toLowerCase())).limit(1);
  return Boolean(row);
}

/** An address that can never receive mail (.invalid is reserved) for an author the export gives none. */
async function placeholderEmail(db: Database, login: string, site: string): Promise<string> {
  const local = slugify(login).slice(0, 40) || 'autor';
  const domain = `${slugify(site.replace(/[./]/g, ' ')).slice(0, 60) || 'wordpress'}.importado.invalid`;
  for (let n = 1; ; n += 1) {
    const email = `${local}${n === 1 ? '' : `-${n}`}@${domain}`;
    if (!(await emailTaken(db, email))) return email;
  }
}

export async function importAuthors(db: Database, actor: Actor, site: string, authors: readonly WxrAuthor[], report: ImportReport): Promise<AuthorDirectory> {
  const known = await importedKeys(db, site, 'autor');
  const byLogin = new Map(authors.map((author) => [author.login, author]));

  async function accountOf(author: WxrAuthor): Promise<number> {
    const remembered = known.get(author.login);
    if (remembered !== undefined) {
      const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, remembered)).limit(1);
      if (row) {
        report.autores.existentes += 1;
        return row.id;
      }
    }
    const email = EMAIL.test(author.email) && author.email.length <= 254 ? author.email : null;
    if (email) {
      const [existing] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(sql`lower(${usuarios.email})`, email.toLowerCase())).limit(1);
      if (existing) {
        await rememberImported(db, site, 'autor', author.login, existing.id);
        known.set(author.login, existing.id);
        report.autores.existentes += 1;
        return existing.id;
      }
    }
    const nome = (author.nome || author.login).slice(0, NAME_MAX);
    const address = email ?? (await placeholderEmail(db, author.login, site));
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(usuarios).values({ nome, email: address, senhaHash: '', papel: 'autor', ativo: false }).returning({ id: usuarios.id });
      await rememberImported(tx, site, 'autor', author.login, row.id);
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'criar',
        entidade: 'usuario',
        entidadeId: row.id,
        detalhes: { nome, email: address, papel: 'autor', ativo: false, origem: 'wordpress' },
        ip: actor.ip,
      });
      return row.id;
    });
    known.set(author.login, id);
    report.autores.criados += 1;
    return id;
  }

  const pending = new Map<string, Promise<number>>();
  const idFor = (login: string): Promise<number> => {
    const key = login || 'wordpress';
    let account = pending.get(key);
    if (!account) {
      account = accountOf(byLogin.get(key) ?? { wpId: null, login: key, email: '', nome: key });
      pending.set(key, account);
    }
    return account;
  };
  for (const author of authors) await idFor(author.login);
  return { idFor };
}
