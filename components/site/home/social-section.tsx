import { socialLinks, type SocialLinksSettings } from '@/lib/domain/settings';
import { SOCIAL_LABELS } from '@/lib/domain/settings';
import { SocialIcon } from '../social-icon';
import { SectionHeading } from './section-heading';

// Brand hues, darkened where needed for white text at WCAG AA.
const COLORS: Record<string, string> = {
  facebook: 'bg-[#1565D8] text-white',
  instagram: 'bg-gradient-to-br from-[#833AB4] via-[#E1306C] to-[#F77737] text-white',
  twitter: 'bg-black text-white',
  youtube: 'bg-[#CC0000] text-white',
  tiktok: 'bg-[#010101] text-white',
  linkedin: 'bg-[#0A66C2] text-white',
};

/** SPEC §2.4 item 8: only networks with a URL; the whole section is hidden when none is set. */
export function SocialSection({ redes }: { redes: SocialLinksSettings }) {
  const links = socialLinks(redes);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="redes-sociais" className="panel">
      <SectionHeading id="redes-sociais">Redes Sociais</SectionHeading>
      <ul className="grid grid-cols-2 gap-2">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={`flex min-h-11 items-center gap-2 rounded-md px-3 py-2.5 text-sm font-bold transition hover:opacity-90 ${COLORS[link.network]}`}
            >
              <SocialIcon network={link.network} className="h-5 w-5" />
              {SOCIAL_LABELS[link.network]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
