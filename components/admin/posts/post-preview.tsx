'use client';

import Image from 'next/image';
import { CategoryBadge } from '@/components/ui/category-badge';
import { ClockIcon } from '@/components/ui/icons';
import { formatDateTime } from '@/lib/domain/dates';
import { imageVariantUrl } from '@/lib/domain/media';
import type { PostFormValues } from '@/lib/domain/post-form';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import { previewHtml } from './preview-html';
import type { CategoryOption } from '@/lib/schemas/categories';
import type { TeamOption } from '@/lib/schemas/team';

type PostPreviewProps = {
  open: boolean;
  onClose: () => void;
  values: PostFormValues;
  categories: CategoryOption[];
  team: TeamOption[];
  authorName: string;
  /** What the date line says: the publication instant, or a note when there is none yet. */
  publication: { label: string; iso: string | null };
  /** Whether the form holds changes not saved yet: the notice says which version this is. */
  dirty: boolean;
};

/**
 * The post as the public page lays it out (components/site/post/post-detail.tsx: badge, title,
 * summary, byline, cover, .post-body, gallery, tags), from the form's current unsaved values.
 */
export function PostPreview({ open, onClose, values, categories, team, authorName, publication, dirty }: PostPreviewProps) {
  const category = categories.find((item) => String(item.id) === values.categoriaId);
  const member = team.find((item) => String(item.id) === values.membroEquipeId);
  const body = previewHtml(values.conteudo);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Pré-visualização"
      size="full"
      footer={
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Voltar à edição
        </button>
      }
    >
      {/* Right after a save there is nothing unsaved to speak of. */}
      <p className={dirty ? 'mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900' : 'mb-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700'} data-testid="aviso-previa">
        {dirty ? 'Prévia com as alterações ainda não salvas. Leitores não veem esta página.' : 'Prévia da versão salva. Leitores não veem esta página.'}
      </p>
      <article className="mx-auto max-w-3xl" aria-label="Prévia da postagem" data-testid="previa-postagem">
        <header className="flex flex-col gap-4">
          {category && <CategoryBadge nome={category.nome} cor={category.cor} className="self-start" />}
          <h1 className="text-3xl font-black leading-tight tracking-tight text-ink sm:text-4xl">{values.titulo.trim() || 'Sem título'}</h1>
          {values.resumo.trim() && <p className="text-lg leading-relaxed text-slate-600 sm:text-xl">{values.resumo.trim()}</p>}
          <div className="flex flex-col gap-2 border-y border-slate-200 py-4">
            <p className="text-sm font-bold text-ink">
              Por {member?.nome ?? authorName}
              {member?.cargo && <span className="block text-xs font-normal text-muted">{member.cargo}</span>}
            </p>
            <p className="flex items-center gap-2 text-sm text-muted">
              <ClockIcon className="h-4 w-4" />
              {publication.iso ? `${publication.label} ${formatDateTime(publication.iso)}` : publication.label}
            </p>
          </div>
        </header>

        {values.imagemDestaque && (
          <figure className="mt-6">
            <div className="relative aspect-video overflow-hidden rounded-lg bg-slate-200">
              <Image src={imageVariantUrl(values.imagemDestaque, 'post-large')} alt={values.legenda || values.titulo} fill unoptimized sizes="768px" className="object-cover" />
            </div>
            {values.legenda.trim() && <figcaption className="mt-2 text-sm leading-snug text-muted">{values.legenda.trim()}</figcaption>}
          </figure>
        )}

        {body ? (
          <div className="post-body mt-8" dangerouslySetInnerHTML={{ __html: body }} />
        ) : (
          <p className="mt-8 text-muted">O texto da postagem aparece aqui.</p>
        )}

        {values.galeria.length > 0 && (
          <section className="mt-10" aria-label="Galeria de fotos">
            <h2 className="mb-4 text-xl font-black text-ink">Galeria de fotos</h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {values.galeria.map((item) => (
                <li key={item.url}>
                  <figure>
                    <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-slate-200">
                      <Image src={imageVariantUrl(item.url, 'post-medium')} alt={item.legenda || values.titulo} fill unoptimized sizes="260px" className="object-cover" />
                    </div>
                    {item.legenda.trim() && <figcaption className="mt-1 text-xs text-muted">{item.legenda.trim()}</figcaption>}
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        )}

        {values.tags.length > 0 && (
          <section className="mt-10 border-t border-slate-200 pt-6" aria-label="Tags">
            <ul className="flex flex-wrap gap-2">
              {values.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-ink">
                  {tag}
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </Dialog>
  );
}
