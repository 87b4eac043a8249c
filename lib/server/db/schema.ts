import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  real,
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
export const estadoRevisaoEnum = pgEnum('estado_revisao', ['pendente', 'devolvida']);
export const tipoRevisaoEnum = pgEnum('tipo_revisao', ['salva', 'automatica']);
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
  // The category page's lead story, pinned by an editor (else its latest featured, else its latest).
  // No foreign key: postagens references categorias; a deleted or moved post simply stops leading.
  destaquePostagemId: integer('destaque_postagem_id'),
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
    // Opt-in share of the post link on the station's Facebook page when it is published.
    publicarFacebook: boolean('publicar_facebook').notNull().default(false),
    facebookPostId: text('facebook_post_id'),
    facebookCompartilhadoEm: timestamp('facebook_compartilhado_em', { withTimezone: true }),
    // The last failed share, shown to the editor; cleared by a successful one.
    facebookErro: text('facebook_erro'),
    // "Urgente": the red bar on every public page until this instant (the scheduler clears it).
    urgenteAte: timestamp('urgente_ate', { withTimezone: true }),
    // A live coverage ("Cobertura ao vivo") when started; "Encerrada" once it has an end.
    coberturaInicio: timestamp('cobertura_inicio', { withTimezone: true }),
    coberturaFim: timestamp('cobertura_fim', { withTimezone: true }),
    // Review before publishing, beside the spec's statuses: an author's post waiting for
    // an editor ('pendente') or sent back with a comment ('devolvida'); null otherwise.
    revisaoEstado: estadoRevisaoEnum('revisao_estado'),
    revisaoComentario: text('revisao_comentario'),
    revisaoEm: timestamp('revisao_em', { withTimezone: true }),
    revisaoPorId: integer('revisao_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
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
      index('postagens_urgente_idx').on(t.urgenteAte).where(sql`${t.urgenteAte} is not null`),
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
    // Audio only: whole seconds, read from the file at upload.
    duracaoSegundos: integer('duracao_segundos'),
    // Images: the focal point the crops keep in frame, as fractions of width and height (0–1).
    focoX: real('foco_x'),
    focoY: real('foco_y'),
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
 * The programme grid: a show and its air times (programa_horarios). Times are minutes of the day
 * in São Paulo local time; overlaps are refused by the service.
 */
export const programas = pgTable('programas', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nome: text('nome').notNull(),
  slug: text('slug').notNull().unique(),
  descricao: text('descricao').notNull().default(''),
  imagem: text('imagem'),
  ativo: boolean('ativo').notNull().default(true),
  criadoEm: createdAt(),
  atualizadoEm: updatedAt(),
});

/**
 * When a show airs: on `dia` (0 = Sunday … 6 = Saturday, the day it starts) from `inicioMinuto` to
 * `fimMinuto`. An end at or before the start crosses midnight into the next day. A show may have
 * other times on other days, and more than one slot on a day.
 */
export const programaHorarios = pgTable(
  'programa_horarios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programaId: integer('programa_id')
      .notNull()
      .references(() => programas.id, { onDelete: 'cascade' }),
    dia: integer('dia').notNull(),
    inicioMinuto: integer('inicio_minuto').notNull(),
    fimMinuto: integer('fim_minuto').notNull(),
  },
  (t) => [index('programa_horarios_programa_idx').on(t.programaId), index('programa_horarios_dia_idx').on(t.dia, t.inicioMinuto)],
);

/**
 * A one-off change to the grid for a date or a range ("Jogo do Inter 16:00–18:00", "Feriado:
 * programação especial"): from `inicio` to `fim` it replaces whatever the regular grid has. With a
 * show, that show is on air; without one, `titulo` is.
 */
export const gradeExcecoes = pgTable(
  'grade_excecoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull().default(''),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fim: timestamp('fim', { withTimezone: true }).notNull(),
    programaId: integer('programa_id').references(() => programas.id, { onDelete: 'set null' }),
    criadoPorId: integer('criado_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [index('grade_excecoes_periodo_idx').on(t.inicio, t.fim)],
);

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
 * Podcast episodes: the archive of a show. `audioUrl` is an upload (/uploads/…) or an
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

/**
 * What played: one row per song change read from the stream. The show on air (and its presenters)
 * is copied at the start, so the history keeps reading right after a show is renamed or removed.
 * `fim` is null for the song playing now. Rows older than the retention setting are deleted.
 */
export const musicasTocadas = pgTable(
  'musicas_tocadas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    artista: text('artista').notNull().default(''),
    titulo: text('titulo').notNull(),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fim: timestamp('fim', { withTimezone: true }),
    programaId: integer('programa_id').references(() => programas.id, { onDelete: 'set null' }),
    programaNome: text('programa_nome'),
    apresentadores: text('apresentadores'),
  },
  (t) => [index('musicas_tocadas_inicio_idx').on(t.inicio)],
);

/** Listener figures per hour (São Paulo clock hours, stored as the instant they start). */
export const ouvintesHora = pgTable('ouvintes_hora', {
  hora: timestamp('hora', { withTimezone: true }).primaryKey(),
  pico: integer('pico').notNull(),
  soma: integer('soma').notNull(),
  amostras: integer('amostras').notNull(),
  programaId: integer('programa_id').references(() => programas.id, { onDelete: 'set null' }),
});

export const statusPedidoEnum = pgEnum('status_pedido', ['novo', 'lido', 'tocado']);

/** "Peça sua música": requests sent from the site to the studio, with the show on air when sent. */
export const pedidosMusicais = pgTable(
  'pedidos_musicais',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    local: text('local').notNull(),
    mensagem: text('mensagem').notNull(),
    whatsapp: text('whatsapp'),
    programaId: integer('programa_id').references(() => programas.id, { onDelete: 'set null' }),
    /** The name on air when sent: an exception's own title has no programme, and a show may be renamed or deleted. */
    programaNome: text('programa_nome'),
    status: statusPedidoEnum('status').notNull().default('novo'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [index('pedidos_musicais_criado_idx').on(t.criadoEm), index('pedidos_musicais_programa_idx').on(t.programaId, t.criadoEm)],
);

/** A live coverage's timestamped entries, newest first; one may be pinned on top. */
export const coberturaAtualizacoes = pgTable(
  'cobertura_atualizacoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postagemId: integer('postagem_id')
      .notNull()
      .references(() => postagens.id, { onDelete: 'cascade' }),
    /** Sanitised HTML (text, image, embed). */
    conteudo: text('conteudo').notNull(),
    fixada: boolean('fixada').notNull().default(false),
    /** The show on air when the entry was written. */
    programaNome: text('programa_nome'),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [index('cobertura_atualizacoes_postagem_idx').on(t.postagemId, t.criadoEm)],
);

/**
 * Old addresses answering 301/302. Automatic ones (a published post's slug or category changed)
 * point at the post, so its current address is always one hop away; manual ones have a destino.
 */
export const redirecionamentos = pgTable(
  'redirecionamentos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A path on this site: starts with "/", no query string, no trailing slash (except "/"). */
    origem: text('origem').notNull().unique(),
    /** A path or an absolute URL; null when postagemId gives the destination. */
    destino: text('destino'),
    postagemId: integer('postagem_id').references(() => postagens.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(301),
    criadoPorId: integer('criado_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: createdAt(),
  },
  (t) => [index('redirecionamentos_postagem_idx').on(t.postagemId)],
);

/** "Mais lidas": the ranking per period as last computed by the scheduler (not per request). */
export const maisLidas = pgTable(
  'mais_lidas',
  {
    periodo: text('periodo').notNull(),
    posicao: integer('posicao').notNull(),
    postagemId: integer('postagem_id')
      .notNull()
      .references(() => postagens.id, { onDelete: 'cascade' }),
    visualizacoes: integer('visualizacoes').notNull(),
    calculadoEm: timestamp('calculado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.periodo, t.posicao] })],
);

/**
 * A post's history: every save keeps a 'salva' revision; each user's autosave of a post
 * is one 'automatica' row, overwritten as they type and never applied to the post by itself.
 * The listed columns are for the history list; `dados` holds every editable field for restoring.
 */
export const postagemRevisoes = pgTable(
  'postagem_revisoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postagemId: integer('postagem_id')
      .notNull()
      .references(() => postagens.id, { onDelete: 'cascade' }),
    tipo: tipoRevisaoEnum('tipo').notNull().default('salva'),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** The post's versao this revision saved (salva) or was typed over (automatica). */
    versao: integer('versao').notNull(),
    titulo: text('titulo').notNull(),
    status: statusPostagemEnum('status').notNull(),
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull(),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    index('postagem_revisoes_postagem_idx').on(t.postagemId, t.criadoEm),
    uniqueIndex('postagem_revisoes_autosave_idx').on(t.postagemId, t.autorId).where(sql`${t.tipo} = 'automatica'`),
  ],
);

/** Preview links: a signed token shows a draft to someone without an account for 48 h. */
export const previasPostagem = pgTable(
  'previas_postagem',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postagemId: integer('postagem_id')
      .notNull()
      .references(() => postagens.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: the link carries the token, the database only its hash. */
    tokenHash: text('token_hash').notNull().unique(),
    criadoPorId: integer('criado_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    criadoEm: createdAt(),
  },
  (t) => [index('previas_postagem_postagem_idx').on(t.postagemId)],
);

/**
 * Imports of a WordPress export run from the panel: one row per file sent, with its progress while
 * it runs in the background (the screen polls it) and its report at the end. `paginas` keeps the
 * export's pages as text, for choosing the one that becomes "A Rádio" afterwards.
 */
export const importacoesWordpress = pgTable(
  'importacoes_wordpress',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** na_fila | lendo | importando | concluida | falhou */
    status: text('status').notNull().default('na_fila'),
    arquivoNome: text('arquivo_nome').notNull(),
    arquivoBytes: bigint('arquivo_bytes', { mode: 'number' }).notNull(),
    etapa: text('etapa').notNull().default(''),
    percentual: integer('percentual').notNull().default(0),
    processados: integer('processados').notNull().default(0),
    total: integer('total').notNull().default(0),
    relatorio: jsonb('relatorio'),
    paginas: jsonb('paginas'),
    erro: text('erro'),
    criadoPorId: integer('criado_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
  },
  (t) => [index('importacoes_wordpress_criado_idx').on(t.criadoEm)],
);

/**
 * What each WordPress record became here, so a second import of the same site adds only what is
 * new: posts by their WordPress id, authors by login, categories by slug, files of the uploads
 * folder by path. `site` tells two WordPress sites' ids apart; `guid` is kept for reference.
 */
export const wordpressImportados = pgTable(
  'wordpress_importados',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').notNull(),
    /** postagem | autor | categoria | midia */
    tipo: text('tipo').notNull(),
    chave: text('chave').notNull(),
    localId: integer('local_id').notNull(),
    guid: text('guid'),
    criadoEm: createdAt(),
  },
  (t) => [uniqueIndex('wordpress_importados_chave_idx').on(t.site, t.tipo, t.chave)],
);
