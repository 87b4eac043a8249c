import type { SocialNetwork } from '@/lib/domain/settings';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TiktokIcon, TwitterIcon, YoutubeIcon } from '@/components/ui/icons';

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

const ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, twitter: TwitterIcon, youtube: YoutubeIcon, tiktok: TiktokIcon, linkedin: LinkedinIcon };

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const Icon = ICONS[network];
  return <Icon className={className} />;
}
