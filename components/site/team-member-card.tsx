import { Link } from '@/components/ui/link';
import { PostImage } from '@/components/ui/post-image';
import { avatarColor, initialsOf, type TeamMember } from '@/lib/domain/team';
import { SOCIAL_LABELS } from '@/lib/domain/settings';
import { SocialIcon } from './social-icon';

/** One member of /equipe: square photo (or initials on a coloured disc), role, bio and socials. */
export function TeamMemberCard({ member, columnsHref }: { member: TeamMember; columnsHref: string }) {
  // ids from another backend may be names: keep the attribute a single token for aria-labelledby.
  const headingId = `membro-${member.id.replace(/[^\w-]/g, '-')}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      {member.avatar ? (
        <PostImage
          src={member.avatar}
          alt={`Foto de ${member.nome}`}
          size="post-thumb"
          aspect="1/1"
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
        />
      ) : (
        <div className="flex aspect-square items-center justify-center bg-slate-100">
          <span
            role="img"
            aria-label={`Iniciais de ${member.nome}`}
            className="flex h-32 w-32 items-center justify-center rounded-full text-4xl font-black tracking-wide text-white"
            style={{ backgroundColor: avatarColor(member.nome) }}
          >
            {initialsOf(member.nome)}
          </span>
        </div>
      )}
      <div className="card-body">
        <h2 id={headingId} className="text-lg font-extrabold leading-tight text-ink">
          {member.nome}
        </h2>
        {member.cargo && <p className="text-sm font-bold uppercase tracking-wide text-brand-700">{member.cargo}</p>}
        {member.bio && <p className="text-sm leading-relaxed text-muted">{member.bio}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          {member.redes.length > 0 && (
            <ul className="flex gap-2" aria-label={`Redes sociais de ${member.nome}`}>
              {member.redes.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SOCIAL_LABELS[link.network]} de ${member.nome}`}
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-slate-100 md:h-9 md:w-9 text-ink transition hover:bg-brand-600 hover:text-white"
                  >
                    <SocialIcon network={link.network} className="h-4 w-4" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {(member.site || member.email) && (
            <ul className="flex w-full flex-col gap-1 text-sm max-md:gap-0" aria-label={`Contato de ${member.nome}`}>
              {member.site && (
                <li>
                  <a href={member.site} target="_blank" rel="noopener noreferrer" className="tap-row break-all font-semibold text-brand-700 hover:underline">
                    {member.site.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                    <span className="sr-only"> (site de {member.nome}, abre em nova aba)</span>
                  </a>
                </li>
              )}
              {member.email && (
                <li>
                  <a href={`mailto:${member.email}`} className="tap-row break-all font-semibold text-brand-700 hover:underline">
                    {member.email}
                  </a>
                </li>
              )}
            </ul>
          )}
          {member.colunista && (
            <Link href={columnsHref} className="tap-row text-sm font-bold text-brand-700 hover:underline">
              Ver colunas<span className="sr-only"> de {member.nome}</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
