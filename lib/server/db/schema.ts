import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

const createdAt = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow();

export const papelEnum = pgEnum('papel', ['admin', 'editor', 'autor']);
export const statusPostagemEnum = pgEnum('status_postagem', ['rascunho', 'agendado', 'publicado', 'arquivado']);

export const usuarios = pgTable(
  'usuarios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    senhaHash: text('senha_hash').notNull(),
    papel: papelEnum('papel').notNull().default('autor'),
    ativo: boolean('ativo').notNull().default(true),
    avatar: text('avatar'),
    // Bumped on password change or deactivation: every token issued before stops working.
    tokenVersion: integer('token_version').notNull().default(0),
    ultimoAcessoEm: timestamp('ultimo_acesso_em', { withTimezone: true }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [uniqueIndex('usuarios_email_unique').on(sql`lower(${t.email})`)],
);

export const categorias = pgTable('categorias', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nome: text('nome').notNull(),
  slug: text('slug').notNull().unique(),
  descricao: text('descricao'),
  cor: text('cor').notNull().default('#3B82F6'),
  imagem: text('imagem'),
  ordem: integer('ordem').notNull().default(0),
  criadoEm: createdAt(),
  atualizadoEm: updatedAt(),
});

export const membrosEquipe = pgTable('membros_equipe', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nome: text('nome').notNull(),
  cargo: text('cargo').notNull(),
  avatar: text('avatar'),
  bio: text('bio'),
  redes: jsonb('redes').$type<Record<string, string>>().notNull().default({}),
  ordem: integer('ordem').notNull().default(0),
  ativo: boolean('ativo').notNull().default(true),
  criadoEm: createdAt(),
  atualizadoEm: updatedAt(),
});

// Title outweighs summary, summary outweighs body; accents are folded on both sides of a search.
const searchVector = sql`setweight(to_tsvector('portuguese'::regconfig, sintonia_unaccent(coalesce(titulo, ''))), 'A') || setweight(to_tsvector('portuguese'::regconfig, sintonia_unaccent(coalesce(resumo, ''))), 'B') || setweight(to_tsvector('portuguese'::regconfig, sintonia_unaccent(regexp_replace(coalesce(conteudo, ''), '<[^>]*>', ' ', 'g'))), 'C')`;

export const postagens = pgTable(
  'postagens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titulo: text('titulo').notNull(),
    slug: text('slug').notNull().unique(),
    resumo: text('resumo'),
    conteudo: text('conteudo').notNull().default(''),
    conteudoJson: jsonb('conteudo_json'),
    imagemDestaque: text('imagem_destaque'),
    legenda: text('legenda'),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categorias.id, { onDelete: 'restrict' }),
    autorId: integer('autor_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'restrict' }),
    membroEquipeId: integer('membro_equipe_id').references(() => membrosEquipe.id, { onDelete: 'set null' }),
    destaque: boolean('destaque').notNull().default(false),
    status: statusPostagemEnum('status').notNull().default('rascunho'),
    publicadoEm: timestamp('publicado_em', { withTimezone: true }),
    visualizacoes: integer('visualizacoes').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    // Optimistic concurrency: a save carrying an older versao is refused with 409.
    versao: integer('versao').notNull().default(1),
    // Opt-in share of the post link on the station's Facebook page when it is published (issue 6).
    publicarFacebook: boolean('publicar_facebook').notNull().default(false),
    facebookPostId: text('facebook_post_id'),
    facebookCompartilhadoEm: timestamp('facebook_compartilhado_em', { withTimezone: true }),
    // The last failed share, shown to the editor; cleared by a successful one.
    facebookErro: text('facebook_erro'),
    atualizadoPorId: integer('atualizado_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
    busca: tsvector('busca').generatedAlwaysAs(searchVector),
  },
  (t) => {
    // The public lists' order (newest first, or oldest first for the sitemaps), over the posts that
    // can be public; every column the lists filter on is in the key, so pages are read index-only.
    const publicDate = sql`(coalesce(${t.publicadoEm}, ${t.criadoEm}))`;
    const canBePublic = sql`${t.status} in ('publicado', 'agendado')`;
    return [
      index('postagens_busca_idx').using('gin', t.busca),
      index('postagens_status_publicado_idx').on(t.status, t.publicadoEm),
      index('postagens_categoria_idx').on(t.categoriaId, t.publicadoEm),
      index('postagens_destaque_idx').on(t.destaque, t.publicadoEm),
      index('postagens_publicas_idx')
        .on(publicDate, t.id, t.status, t.publicadoEm, t.criadoEm, t.categoriaId, t.destaque)
        .where(canBePublic),
      index('postagens_publicas_categoria_idx')
        .on(t.categoriaId, publicDate, t.id, t.status, t.publicadoEm, t.criadoEm, t.destaque)
        .where(canBePublic),
      index('postagens_publicas_destaque_idx')
        .on(publicDate, t.id, t.status, t.publicadoEm, t.criadoEm, t.categoriaId)
        .where(sql`${canBePublic} and ${t.destaque}`),
      // Columns signed by team members (the team page asks who has one).
      index('postagens_membro_equipe_idx')
        .on(t.membroEquipeId, t.categoriaId, t.status, t.publicadoEm)
        .where(sql`${t.membroEquipeId} is not null`),
    ];
  },
);

/**
 * Posts with status 'publicado' per category, featured flag and 30-day period of their public date
 * (sintonia_periodo), kept by triggers on postagens (migration 0003). Public totals and category
 * counts add these up instead of counting rows, and deep pages skip whole periods by them.
 */
export const contagemPostagens = pgTable(
  'contagem_postagens',
  {
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categorias.id, { onDelete: 'cascade' }),
    destaque: boolean('destaque').notNull(),
    periodo: integer('periodo').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoriaId, t.destaque, t.periodo] })],
);

export const postagemImagens = pgTable(
  'postagem_imagens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postagemId: integer('postagem_id')
      .notNull()
      .references(() => postagens.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    legenda: text('legenda'),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('postagem_imagens_postagem_idx').on(t.postagemId, t.ordem)],
);

export const midias = pgTable(
  'midias',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Path under /uploads, e.g. 2026/11/<uuid>.jpg
    arquivo: text('arquivo').notNull().unique(),
    nomeOriginal: text('nome_original').notNull(),
    mime: text('mime').notNull(),
    tamanho: integer('tamanho').notNull(),
    largura: integer('largura'),
    altura: integer('altura'),
    alt: text('alt'),
    variantes: jsonb('variantes').$type<Record<string, string>>().notNull().default({}),
    // Audio only (issue 15): whole seconds, read from the file at upload.
    duracaoSegundos: integer('duracao_segundos'),
    enviadoPorId: integer('enviado_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: createdAt(),
  },
  (t) => [index('midias_criado_idx').on(t.criadoEm)],
);

export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titulo: text('titulo').notNull(),
  imagem: text('imagem').notNull(),
  link: text('link'),
  ordem: integer('ordem').notNull().default(0),
  ativo: boolean('ativo').notNull().default(true),
  inicioEm: timestamp('inicio_em', { withTimezone: true }),
  fimEm: timestamp('fim_em', { withTimezone: true }),
  criadoEm: createdAt(),
  atualizadoEm: updatedAt(),
});

export const enquetes = pgTable('enquetes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  pergunta: text('pergunta').notNull(),
  descricao: text('descricao'),
  imagem: text('imagem'),
  ativa: boolean('ativa').notNull().default(true),
  multipla: boolean('multipla').notNull().default(false),
  // Closed by staff: stays readable with its results, refuses votes (409).
  encerradaEm: timestamp('encerrada_em', { withTimezone: true }),
  inicioEm: timestamp('inicio_em', { withTimezone: true }),
  fimEm: timestamp('fim_em', { withTimezone: true }),
  criadoEm: createdAt(),
  atualizadoEm: updatedAt(),
});

export const enqueteOpcoes = pgTable(
  'enquete_opcoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enqueteId: integer('enquete_id')
      .notNull()
      .references(() => enquetes.id, { onDelete: 'cascade' }),
    texto: text('texto').notNull(),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('enquete_opcoes_enquete_idx').on(t.enqueteId, t.ordem)],
);

export const enqueteVotos = pgTable(
  'enquete_votos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enqueteId: integer('enquete_id')
      .notNull()
      .references(() => enquetes.id, { onDelete: 'cascade' }),
    opcaoId: integer('opcao_id')
      .notNull()
      .references(() => enqueteOpcoes.id, { onDelete: 'restrict' }),
    deviceId: text('device_id').notNull(),
    ip: text('ip'),
    criadoEm: createdAt(),
  },
  // The constraint, not a check-then-insert, is what makes a vote count once per device.
  (t) => [
    uniqueIndex('enquete_votos_enquete_device_unique').on(t.enqueteId, t.deviceId),
    index('enquete_votos_opcao_idx').on(t.opcaoId),
  ],
);

export const configuracoes = pgTable('configuracoes', {
  chave: text('chave').primaryKey(),
  valor: text('valor').notNull().default(''),
  publico: boolean('publico').notNull().default(true),
  grupo: text('grupo').notNull().default('site'),
  atualizadoEm: updatedAt(),
});

export const logs = pgTable(
  'logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    acao: text('acao').notNull(),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id'),
    detalhes: jsonb('detalhes').$type<Record<string, unknown>>(),
    ip: text('ip'),
    criadoEm: createdAt(),
  },
  (t) => [index('logs_criado_idx').on(t.criadoEm), index('logs_usuario_idx').on(t.usuarioId, t.criadoEm)],
);

export const integracoes = pgTable('integracoes', {
  provedor: text('provedor').primaryKey(),
  // Tokens are stored encrypted (AES-256-GCM) with the key from the environment or DATA_DIR.
  dadosCriptografados: text('dados_criptografados').notNull(),
  conectadoPorId: integer('conectado_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
  criadoEm: createdAt(),
  atualizadoEm: updatedAt(),
});

export const oauthEstados = pgTable(
  'oauth_estados',
  {
    estado: text('estado').notNull(),
    provedor: text('provedor').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.estado] })],
);

export const visualizacoesDiarias = pgTable(
  'visualizacoes_diarias',
  {
    postagemId: integer('postagem_id')
      .notNull()
      .references(() => postagens.id, { onDelete: 'cascade' }),
    dia: text('dia').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postagemId, t.dia] })],
);

export const mensagensContato = pgTable(
  'mensagens_contato',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    telefone: text('telefone'),
    assunto: text('assunto'),
    mensagem: text('mensagem').notNull(),
    lida: boolean('lida').notNull().default(false),
    ip: text('ip'),
    criadoEm: createdAt(),
  },
  (t) => [index('mensagens_contato_criado_idx').on(t.criadoEm)],
);

/**
 * The programme grid (issue 15). A show airs on each of `dias` (0 = Sunday … 6 = Saturday, the day
 * it starts) from `inicioMinuto` to `fimMinuto`, minutes of the day in São Paulo local time. An end
 * at or before the start crosses midnight into the next day. Overlaps are refused by the service.
 */
export const programas = pgTable('programas', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nome: text('nome').notNull(),
  slug: text('slug').notNull().unique(),
  descricao: text('descricao').notNull().default(''),
  imagem: text('imagem'),
  dias: jsonb('dias').$type<number[]>().notNull().default([]),
  inicioMinuto: integer('inicio_minuto').notNull(),
  fimMinuto: integer('fim_minuto').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  criadoEm: createdAt(),
  atualizadoEm: updatedAt(),
});

export const programaApresentadores = pgTable(
  'programa_apresentadores',
  {
    programaId: integer('programa_id')
      .notNull()
      .references(() => programas.id, { onDelete: 'cascade' }),
    membroId: integer('membro_id')
      .notNull()
      .references(() => membrosEquipe.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.programaId, t.membroId] }), index('programa_apresentadores_membro_idx').on(t.membroId)],
);

/**
 * Podcast episodes (issue 15): the archive of a show. `audioUrl` is an upload (/uploads/…) or an
 * external http(s) address; `guid` never changes once published, so podcast apps never list an
 * episode twice. An episode is public once `publicadoEm` has passed.
 */
export const episodios = pgTable(
  'episodios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programaId: integer('programa_id')
      .notNull()
      .references(() => programas.id, { onDelete: 'restrict' }),
    titulo: text('titulo').notNull(),
    slug: text('slug').notNull().unique(),
    descricao: text('descricao').notNull().default(''),
    audioUrl: text('audio_url').notNull(),
    audioMime: text('audio_mime').notNull(),
    audioTamanho: integer('audio_tamanho').notNull(),
    duracaoSegundos: integer('duracao_segundos').notNull(),
    capa: text('capa'),
    explicito: boolean('explicito').notNull().default(false),
    guid: text('guid').notNull().unique(),
    publicadoEm: timestamp('publicado_em', { withTimezone: true }).notNull(),
    criadoPorId: integer('criado_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [index('episodios_programa_publicado_idx').on(t.programaId, t.publicadoEm), index('episodios_publicado_idx').on(t.publicadoEm)],
);
