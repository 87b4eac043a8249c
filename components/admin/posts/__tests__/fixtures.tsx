import type { CategoryOption } from '@/lib/schemas/categories';
import type { AdminPostDetail } from '@/lib/schemas/posts';
import type { TeamOption } from '@/lib/schemas/team';

/** Shared data and stand-ins of the post screens' component tests. */

export const CATEGORIES: CategoryOption[] = [
  { id: 1, nome: 'Política', slug: 'politica', cor: '#3B82F6' },
  { id: 2, nome: 'Saúde', slug: 'saude', cor: '#10B981' },
];

export const TEAM: TeamOption[] = [{ id: 7, nome: 'Ana Souza', cargo: 'Colunista' }];

export function detail(overrides: Partial<AdminPostDetail> = {}): AdminPostDetail {
  return {
    id: 42,
    titulo: 'Feira do produtor volta à praça',
    slug: 'feira-do-produtor-volta-a-praca',
    resumo: 'Bancas voltam no sábado.',
    status: 'publicado',
    destaque: false,
    publicadoEm: '2026-11-20T13:00:00.000Z',
    criadoEm: '2026-11-20T12:00:00.000Z',
    atualizadoEm: '2026-11-20T13:00:00.000Z',
    visualizacoes: 10,
    tags: ['feira'],
    imagemDestaque: null,
    legenda: '',
    categoria: { id: 2, nome: 'Saúde', slug: 'saude', cor: '#10B981' },
    autor: { id: 3, nome: 'Edu Editor' },
    membroEquipe: null,
    versao: 3,
    url: '/saude/feira-do-produtor-volta-a-praca',
    urgenteAte: null,
    coberturaInicio: null,
    coberturaFim: null,
    conteudo: '<p>Texto original.</p>',
    conteudoJson: null,
    publicarFacebook: false,
    facebook: { publicar: false, postId: null, compartilhadoEm: null, erro: null },
    galeria: [],
    atualizadoPor: { id: 3, nome: 'Edu Editor' },
    ...overrides,
  };
}

/** A plain textarea in place of Tiptap: the form only needs onChange/onReady with html and json. */
export function FakeEditor(props: { initialHtml?: string; onChange: (o: unknown) => void; onReady?: (o: unknown) => void; id?: string; invalid?: boolean }) {
  const { initialHtml, onChange, onReady, id, invalid } = props;
  return (
    <textarea
      id={id}
      aria-label="Texto da postagem"
      aria-invalid={invalid ? true : undefined}
      defaultValue={initialHtml}
      ref={(element) => {
        if (element && !element.dataset.ready) {
          element.dataset.ready = '1';
          onReady?.({ html: initialHtml ?? '', json: { type: 'doc' }, text: '' });
        }
      }}
      onChange={(event) => onChange({ html: event.target.value, json: { type: 'doc', content: [] }, text: event.target.value })}
    />
  );
}
