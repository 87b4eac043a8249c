import { Link } from '@/components/ui/link';
import type { Categoria } from '@/lib/domain/category';
import { brandName, contactEmailOf, socialLinks, telHref, type PublicSettings } from '@/lib/domain/settings';
import { MailIcon, PhoneIcon, PinIcon, RadioIcon } from '@/components/ui/icons';
import { logoSources } from './logo-sources';
import { SOCIAL_LABELS } from '@/lib/domain/settings';
import { SocialIcon } from './social-icon';

const FOOTER_SOCIALS = ['facebook', 'instagram', 'twitter', 'youtube'] as const;
export const DESCRIPTION_FALLBACK = 'A melhor música e informação da região, ...24 horas por dia.';

export function SiteFooter({ settings, topCategories }: { settings: PublicSettings; topCategories: Categoria[] }) {
  const brand = brandName(settings);
  const logo = settings.site.logoRodape || settings.site.logo;
  const phoneHref = telHref(settings.site.telefone);
  const email = contactEmailOf(settings);
  const socials = socialLinks(settings.redes, FOOTER_SOCIALS);
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- configured logo, any host
            <img {...logoSources(logo)} alt={brand} loading="lazy" decoding="async" className="h-12 w-auto self-start object-contain object-left" />
          ) : (
            <RadioIcon className="h-12 w-12 text-white" title={brand} />
          )}
          <p className="text-sm leading-relaxed">{settings.site.descricao || DESCRIPTION_FALLBACK}</p>
          {socials.length > 0 && (
            <ul className="flex gap-2" aria-label="Redes sociais">
              {socials.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={SOCIAL_LABELS[link.network]}
                    className="footer-social"
                  >
                    <SocialIcon network={link.network} className="h-4 w-4" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2 className="mb-4 text-sm font-black uppercase tracking-widest text-white">Categorias Populares</h2>
          {/* Phones: each link is a 44 px row (tap target); the compact list from md up. */}
          <ul className="grid grid-cols-2 gap-x-4 text-sm md:gap-y-2 lg:grid-cols-1">
            {topCategories.map((category) => (
              <li key={category.slug}>
                <Link href={`/${category.slug}`} className="footer-category">
                  <span className="h-2 w-2 rounded-full" style={{ backgroundColor: category.cor }} aria-hidden />
                  {category.nome}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-4 text-sm font-black uppercase tracking-widest text-white">Contato</h2>
          <ul className="flex flex-col gap-3 text-sm max-md:gap-1">
            <li className="flex gap-2">
              <PinIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
              <span>{settings.site.endereco || 'Endereço não configurado'}</span>
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon className="h-4 w-4 shrink-0 text-slate-400" />
              {phoneHref ? (
                <a href={phoneHref} className="tap-row hover:text-white">
                  {settings.site.telefone}
                </a>
              ) : (
                <span>Telefone não configurado</span>
              )}
            </li>
            <li className="flex items-center gap-2">
              <MailIcon className="h-4 w-4 shrink-0 text-slate-400" />
              {email ? (
                <a href={`mailto:${email}`} className="tap-row break-all hover:text-white">
                  {email}
                </a>
              ) : (
                <span>Email não configurado</span>
              )}
            </li>
          </ul>
        </div>
        <div className="flex flex-col items-start gap-3">
          <span className="inline-flex items-center gap-2 rounded bg-live px-3 py-1.5 text-xs font-black tracking-widest text-white">
            <span className="h-2 w-2 animate-pulse rounded-full bg-white" aria-hidden />
            AO VIVO AGORA
          </span>
          <p className="text-sm">
            {brand} · FM {settings.radio.frequencia || settings.site.frequencia}
          </p>
          <Link href="/programacao" className="footer-link">
            Programação
          </Link>
          <Link href="/podcasts" className="footer-link">
            Podcasts
          </Link>
          <Link href="/tocou" className="footer-link">
            O que tocou
          </Link>
          <Link href="/peca-sua-musica" className="footer-link">
            Peça sua música
          </Link>
          <Link href="/contato" className="footer-link">
            Fale com a redação
          </Link>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400">
          © {new Date().getFullYear()} {brand}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
