/**
 * What an import did, item by item where it matters: the report the command prints and the
 * panel's screen shows at the end, kept with the import. Lists are capped (their totals are not),
 * so a 20 000-post export with a problem in every post still has a report of bounded size.
 */

export type ReportNote = { wpId: number | null; titulo: string; mensagem: string };

export type ReportPage = { wpId: number; titulo: string; slug: string; caminho: string | null; status: string; caracteres: number };

export type ImportReport = {
  site: { titulo: string; endereco: string; versaoWxr: string };
  arquivo: { nome: string; bytes: number };
  duracaoMs: number;
  postagens: {
    encontradas: number;
    importadas: number;
    /** Matched by their WordPress id in an earlier run: left as they are. */
    jaImportadas: number;
    recusadas: number;
    ignoradas: { lixeira: number; rascunhoAutomatico: number; outras: number };
    porStatus: { publicado: number; agendado: number; rascunho: number };
    destaques: number;
    /** Their address was taken here: they got slug-2, slug-3… (the old link still leads to them). */
    enderecosAjustados: number;
  };
  categorias: { encontradas: number; criadas: number; existentes: number };
  tags: { encontradas: number };
  autores: { encontrados: number; criados: number; existentes: number };
  imagens: {
    importadas: number;
    /** Found in the library from an earlier run, or used by several posts. */
    reaproveitadas: number;
    naoEncontradas: number;
    recusadas: number;
    arquivos: { arquivo: string; motivo: string; postagem: string }[];
  };
  galerias: { postagens: number; imagens: number };
  embeds: { videos: number; links: number };
  shortcodes: { nome: string; ocorrencias: number; postagens: number }[];
  redirecionamentos: { criados: number; existentes: number };
  paginas: ReportPage[];
  comentarios: { total: number; aprovados: number };
  anexos: number;
  outrosTipos: { tipo: string; total: number }[];
  avisos: ReportNote[];
  avisosTotal: number;
  /** The page that became the text of "A Rádio", once chosen. */
  aRadio: { wpId: number; titulo: string } | null;
};

export const REPORT_LIST_MAX = 500;

export function emptyReport(arquivo: { nome: string; bytes: number }): ImportReport {
  return {
    site: { titulo: '', endereco: '', versaoWxr: '' },
    arquivo,
    duracaoMs: 0,
    postagens: {
      encontradas: 0,
      importadas: 0,
      jaImportadas: 0,
      recusadas: 0,
      ignoradas: { lixeira: 0, rascunhoAutomatico: 0, outras: 0 },
      porStatus: { publicado: 0, agendado: 0, rascunho: 0 },
      destaques: 0,
      enderecosAjustados: 0,
    },
    categorias: { encontradas: 0, criadas: 0, existentes: 0 },
    tags: { encontradas: 0 },
    autores: { encontrados: 0, criados: 0, existentes: 0 },
    imagens: { importadas: 0, reaproveitadas: 0, naoEncontradas: 0, recusadas: 0, arquivos: [] },
    galerias: { postagens: 0, imagens: 0 },
    embeds: { videos: 0, links: 0 },
    shortcodes: [],
    redirecionamentos: { criados: 0, existentes: 0 },
    paginas: [],
    comentarios: { total: 0, aprovados: 0 },
    anexos: 0,
    outrosTipos: [],
    avisos: [],
    avisosTotal: 0,
    aRadio: null,
  };
}

export function addNote(report: ImportReport, note: ReportNote): void {
  report.avisosTotal += 1;
  if (report.avisos.length < REPORT_LIST_MAX) report.avisos.push(note);
}

export function addFileProblem(report: ImportReport, problem: { arquivo: string; motivo: string; postagem: string }): void {
  if (report.imagens.arquivos.length < REPORT_LIST_MAX) report.imagens.arquivos.push(problem);
}

/** Shortcodes removed from one post: counted per name, and how many posts had each. */
export function addShortcodes(report: ImportReport, names: readonly string[]): void {
  const perPost = new Map<string, number>();
  for (const name of names) perPost.set(name, (perPost.get(name) ?? 0) + 1);
  for (const [nome, ocorrencias] of perPost) {
    const entry = report.shortcodes.find((item) => item.nome === nome);
    if (entry) {
      entry.ocorrencias += ocorrencias;
      entry.postagens += 1;
    } else if (report.shortcodes.length < REPORT_LIST_MAX) report.shortcodes.push({ nome, ocorrencias, postagens: 1 });
  }
  report.shortcodes.sort((a, b) => b.ocorrencias - a.ocorrencias || a.nome.localeCompare(b.nome));
}

const n = (value: number) => value.toLocaleString('pt-BR');
const plural = (value: number, one: string, many: string) => `${n(value)} ${value === 1 ? one : many}`;

export function durationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** The report as lines of text (the command's output; the panel shows the same figures). */
export function reportLines(report: ImportReport): string[] {
  const { postagens: p, imagens: i } = report;
  const lines = [
    `Site: ${report.site.titulo || '(sem título)'}${report.site.endereco ? ` (${report.site.endereco})` : ''}, WXR ${report.site.versaoWxr || '?'}`,
    `Arquivo: ${report.arquivo.nome} (${n(Math.round(report.arquivo.bytes / 1024))} KB), em ${durationText(report.duracaoMs)}`,
    `Postagens: ${n(p.encontradas)} no arquivo; ${plural(p.importadas, 'importada', 'importadas')} (publicadas ${n(p.porStatus.publicado)}, agendadas ${n(p.porStatus.agendado)}, rascunhos ${n(p.porStatus.rascunho)}; ${plural(p.destaques, 'destaque', 'destaques')})`,
    `  já importadas antes: ${n(p.jaImportadas)}; recusadas: ${n(p.recusadas)}; na lixeira: ${n(p.ignoradas.lixeira)}; rascunhos automáticos: ${n(p.ignoradas.rascunhoAutomatico)}; outros status: ${n(p.ignoradas.outras)}`,
    `  endereços ajustados (já em uso aqui): ${n(p.enderecosAjustados)}`,
    `Categorias: ${n(report.categorias.encontradas)} (${n(report.categorias.criadas)} criadas, ${n(report.categorias.existentes)} já existiam); tags: ${n(report.tags.encontradas)}`,
    `Autores: ${n(report.autores.encontrados)} (${n(report.autores.criados)} contas de autor criadas inativas e sem senha, ${n(report.autores.existentes)} já existiam)`,
    `Imagens: ${n(i.importadas)} importadas para a biblioteca, ${n(i.reaproveitadas)} reaproveitadas, ${n(i.naoEncontradas)} não encontradas, ${n(i.recusadas)} recusadas`,
    `Galerias: ${plural(report.galerias.postagens, 'postagem', 'postagens')} com ${plural(report.galerias.imagens, 'imagem', 'imagens')}; vídeos do YouTube: ${n(report.embeds.videos)}; outros embeds viraram links: ${n(report.embeds.links)}`,
    `Endereços antigos redirecionados (301): ${n(report.redirecionamentos.criados)} novos, ${n(report.redirecionamentos.existentes)} já existiam`,
    `Comentários (não importados): ${n(report.comentarios.total)}, ${n(report.comentarios.aprovados)} aprovados`,
    `Anexos no arquivo: ${n(report.anexos)}${report.outrosTipos.length ? `; outros tipos ignorados: ${report.outrosTipos.map((item) => `${item.tipo} (${n(item.total)})`).join(', ')}` : ''}`,
  ];
  if (report.shortcodes.length > 0) {
    lines.push(`Shortcodes removidos: ${report.shortcodes.map((item) => `[${item.nome}] ${n(item.ocorrencias)}× em ${plural(item.postagens, 'postagem', 'postagens')}`).join('; ')}`);
  }
  if (report.paginas.length > 0) {
    lines.push(`Páginas (não importadas como notícias; uma pode virar "A Rádio"):`);
    for (const page of report.paginas) lines.push(`  #${page.wpId} ${page.titulo} (${page.caminho ?? page.slug}, ${n(page.caracteres)} caracteres)`);
  }
  if (report.aRadio) lines.push(`"A Rádio": texto da página #${report.aRadio.wpId} ${report.aRadio.titulo}`);
  for (const file of i.arquivos) lines.push(`  imagem ${file.arquivo}: ${file.motivo} (${file.postagem})`);
  if (i.arquivos.length < i.naoEncontradas + i.recusadas) lines.push(`  … e mais ${n(i.naoEncontradas + i.recusadas - i.arquivos.length)} imagens`);
  for (const note of report.avisos) lines.push(`  ${note.wpId === null ? '' : `#${note.wpId} `}${note.titulo}: ${note.mensagem}`);
  if (report.avisos.length < report.avisosTotal) lines.push(`  … e mais ${n(report.avisosTotal - report.avisos.length)} avisos`);
  return lines;
}
