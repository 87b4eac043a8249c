import type { IconName } from './icon-sprite';

/** Versioned by a hash of the icons (next.config.mjs), so browsers may keep the sprite for a year. */
export const ICON_SPRITE_URL = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION ?? 'dev'}`;

// Icons drawn from one cached sprite (app/icons.svg): each use on a page is a short reference, not
// its path data again, in the HTML and in the page's RSC payload.
type IconProps = { className?: string; title?: string };

function Icon({ name, className, title }: IconProps & { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" className={className ?? 'h-5 w-5'} fill="currentColor" aria-hidden={title ? undefined : true} role={title ? 'img' : undefined}>
      {title && <title>{title}</title>}
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}

export const PlayIcon = (p: IconProps) => <Icon name="play" {...p} />;
export const PauseIcon = (p: IconProps) => <Icon name="pause" {...p} />;
export const VolumeIcon = (p: IconProps) => <Icon name="volume" {...p} />;
export const MuteIcon = (p: IconProps) => <Icon name="mute" {...p} />;
export const SearchIcon = (p: IconProps) => <Icon name="search" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon name="menu" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon name="close" {...p} />;
export const RadioIcon = (p: IconProps) => <Icon name="radio" {...p} />;
export const HeadphonesIcon = (p: IconProps) => <Icon name="headphones" {...p} />;
export const VideoIcon = (p: IconProps) => <Icon name="video" {...p} />;
export const EyeIcon = (p: IconProps) => <Icon name="eye" {...p} />;
export const ClockIcon = (p: IconProps) => <Icon name="clock" {...p} />;
export const ChevronLeftIcon = (p: IconProps) => <Icon name="chevron-left" {...p} />;
export const ChevronRightIcon = (p: IconProps) => <Icon name="chevron-right" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon name="chevron-down" {...p} />;
export const CameraIcon = (p: IconProps) => <Icon name="camera" {...p} />;
export const WhatsappIcon = (p: IconProps) => <Icon name="whatsapp" {...p} />;
export const FacebookIcon = (p: IconProps) => <Icon name="facebook" {...p} />;
export const InstagramIcon = (p: IconProps) => <Icon name="instagram" {...p} />;
export const TwitterIcon = (p: IconProps) => <Icon name="twitter" {...p} />;
export const YoutubeIcon = (p: IconProps) => <Icon name="youtube" {...p} />;
export const TiktokIcon = (p: IconProps) => <Icon name="tiktok" {...p} />;
export const LinkedinIcon = (p: IconProps) => <Icon name="linkedin" {...p} />;
export const PhoneIcon = (p: IconProps) => <Icon name="phone" {...p} />;
export const MailIcon = (p: IconProps) => <Icon name="mail" {...p} />;
export const PinIcon = (p: IconProps) => <Icon name="pin" {...p} />;
