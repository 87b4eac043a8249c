/** The answer of GET /api/v1/dashboard (the panel's first screen). */
export type DashboardCounts = {
  publicadas: number;
  agendadas: number;
  rascunhos: number;
  arquivadas: number;
  /** Posts waiting for an editor's review; an autor's own for an autor. */
  aguardandoRevisao: number;
  visualizacoesHoje: number;
  visualizacoes7Dias: number;
  votos: number;
};

export type DashboardTopPost = {
  id: number;
  titulo: string;
  slug: string;
  categoria: { nome: string; slug: string; cor: string };
  visualizacoes: number;
  url: string;
};

export type DashboardLogEntry = {
  id: number;
  acao: string;
  entidade: string;
  entidadeId: string | null;
  detalhes: Record<string, unknown> | null;
  criadoEm: string;
  usuario: { id: number; nome: string } | null;
};

export type Dashboard = { contagens: DashboardCounts; maisLidas: DashboardTopPost[]; atividade: DashboardLogEntry[] };
