import { normalizePost, type Post } from '@/lib/domain/post';

export const BASE = 'https://sintonia.example.com';
export const NOW = new Date('2024-03-05T15:00:00Z');

export const hoursAgo = (hours: number, from: Date = NOW) => new Date(from.getTime() - hours * 3600_000).toISOString();

/** A post as the built-in API sends it, normalised as pages see it. */
export function makePost(overrides: Record<string, unknown> = {}): Post {
  const id = (overrides.id as number | undefined) ?? 1;
  return normalizePost({
    id,
    titulo: `Notícia ${id}`,
    slug: `noticia-${id}`,
    resumo: `Resumo da notícia ${id}.`,
    conteudo: '<p>Texto.</p>',
    imagemDestaque: `/uploads/2024/03/capa-${id}.jpg`,
    categoria: { id: 3, nome: 'Saúde', slug: 'saude', cor: '#10B981' },
    status: 'publicado',
    criadoEm: hoursAgo(5),
    publicadoEm: hoursAgo(5),
    atualizadoEm: hoursAgo(5),
    ...overrides,
  });
}
