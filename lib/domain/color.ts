/** Category colours and badge text colour (SPEC §9). */

import { DEFAULT_COLOR } from './constants';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** '#RGB', '#RRGGBB' or the same without '#'; null when not a hex colour. */
export function parseHexColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const hex = value.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return null;
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  };
}

export function normalizeHexColor(value: unknown): string {
  const rgb = parseHexColor(value);
  if (rgb === null) return DEFAULT_COLOR;
  const hex = [rgb.r, rgb.g, rgb.b].map((n) => n.toString(16).padStart(2, '0')).join('');
  return `#${hex.toUpperCase()}`;
}

export function colorLuminance(rgb: Rgb): number {
  return (rgb.r * 299 + rgb.g * 587 + rgb.b * 114) / 1000;
}

/** Black text on light colours (luminance above 155), white otherwise; invalid → default colour. */
export function badgeTextColor(hex: unknown): '#000000' | '#FFFFFF' {
  const rgb = parseHexColor(hex) ?? (parseHexColor(DEFAULT_COLOR) as Rgb);
  return colorLuminance(rgb) > 155 ? '#000000' : '#FFFFFF';
}

function channelLuminance(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: unknown, b: unknown): number {
  const [x, y] = [parseHexColor(normalizeHexColor(a))!, parseHexColor(normalizeHexColor(b))!].map(
    ({ r, g, b: blue }) => 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(blue),
  );
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Whether a badge in this colour, with SPEC §9's text colour, is readable at small sizes (WCAG AA, 4.5:1). */
export function badgeMeetsContrast(hex: unknown): boolean {
  return contrastRatio(hex, badgeTextColor(hex)) >= 4.5;
}
