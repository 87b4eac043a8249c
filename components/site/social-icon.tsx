import type { SocialNetwork } from '@/lib/domain/settings';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TiktokIcon, TwitterIcon, YoutubeIcon } from '@/components/ui/icons';

const ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, twitter: TwitterIcon, youtube: YoutubeIcon, tiktok: TiktokIcon, linkedin: LinkedinIcon };

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const Icon = ICONS[network];
  return <Icon className={className} />;
}
