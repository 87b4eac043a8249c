'use client';

import { useEffect, useState } from 'react';
import { imageVariantUrl, shareImageUrl } from '@/lib/domain/media';
import { SHARE_IMAGE_SIZE } from '@/lib/domain/focal-point';

type Props = {
  imageUrl: string | null;
  titulo: string;
  resumo: string;
  /** The body's HTML: its first words stand in for an empty summary, as on the public page. */
  conteudo: string;
};

const DESCRIPTION_MAX = 160;

/** The description a share card gets: the summary, else the text's first words (the public page's rule). */
export function shareDescription(resumo: string, conteudo: string): string {
  const summary = resumo.trim();
  if (summary) return summary;
  const text = conteudo
    .replace(/<\/(?:p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > DESCRIPTION_MAX / 2 ? cut.slice(0, boundary) : cut).replace(/[\s.,;:!?–—-]+$/, '')}…`;
}

/**
 * "Prévia do compartilhamento": the card a social network shows for the post, with the
 * 1200×630 image the server cuts around the featured image's focal point (the same address the
 * page's og:image names, revalidated, so a point just moved shows at once). An image the server
 * cannot cut (another host, or a station backend at API_URL) shows as it is, from its centre.
 */
export function SharePreview({ imageUrl, titulo, resumo, conteudo }: Props) {
  const share = shareImageUrl(imageUrl);
  const [failed, setFailed] = useState<string | null>(null);
  // Back from the media library (another tab): asked again, since a page keeps the images it loaded.
  const [look, setLook] = useState(0);
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') setLook((current) => current + 1);
    };
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, []);
  const src = imageUrl ? (share && failed !== share ? (look > 0 ? `${share}?v=${look}` : share) : imageVariantUrl(imageUrl, 'post-large')) : null;
  const description = shareDescription(resumo, conteudo);
  return (
    <div className="flex flex-col gap-2" data-testid="previa-compartilhamento">
      <div className="overflow-hidden rounded-md border border-slate-300 bg-white">
        <div className="relative bg-slate-100" style={{ aspectRatio: `${SHARE_IMAGE_SIZE.width} / ${SHARE_IMAGE_SIZE.height}` }}>
          {src ? (
            // eslint-disable-next-line @next/next/no-img-element -- the server's own crop, shown as it is sent
            <img
              key={src}
              src={src}
              alt="Imagem do compartilhamento"
              className="absolute inset-0 h-full w-full object-cover"
              onError={() => setFailed(share)}
              data-testid="imagem-compartilhamento"
            />
          ) : (
            <p className="absolute inset-0 flex items-center justify-center px-3 text-center text-xs text-muted">Sem imagem destacada: as redes mostram a primeira imagem do texto ou o logotipo da estação.</p>
          )}
        </div>
        <div className="border-t border-slate-200 bg-slate-50 px-3 py-2">
          <p className="line-clamp-2 text-sm font-bold leading-snug text-ink">{titulo.trim() || 'Sem título'}</p>
          <p className="mt-0.5 line-clamp-2 text-xs leading-snug text-slate-600">{description || 'O resumo da postagem aparece aqui.'}</p>
        </div>
      </div>
      {share && (
        <p className="text-xs text-muted">
          O corte segue o ponto focal da imagem.{' '}
          <a href="/admin/midia" target="_blank" rel="noopener" className="font-semibold text-brand-700 hover:underline">
            Ajustar na Mídia (abre em nova aba)
          </a>
        </p>
      )}
    </div>
  );
}
