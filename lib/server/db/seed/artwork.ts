import 'server-only';
import sharp from 'sharp';
import type { Random } from './random';

/*
 * Pictures for the demo station, drawn as SVG and rasterised by sharp: illustrative scenes in the
 * category colours (hills with araucárias, sound waves, city lights…), banners, avatars and logos.
 * Text uses DejaVu Sans, present on Debian images; without it librsvg falls back to another face.
 */

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const NAVY = '#0F172A';
const ORANGE = '#F97316';

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((n) => Math.round(Math.max(0, Math.min(255, n))).toString(16).padStart(2, '0')).join('')}`;
}

/** Blend a towards b by t (0 → a, 1 → b). */
function mix(a: string, b: string, t: number): string {
  const [ra, ga, ba] = toRgb(a);
  const [rb, gb, bb] = toRgb(b);
  return toHex([ra + (rb - ra) * t, ga + (gb - ga) * t, ba + (bb - ba) * t]);
}

const lighten = (color: string, t: number) => mix(color, '#FFFFFF', t);
const darken = (color: string, t: number) => mix(color, '#000000', t);

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function svg(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );
}

function linear(id: string, stops: string[], vertical = true): string {
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const stopTags = stops.map((color, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${color}"/>`).join('');
  return `<linearGradient id="${id}" ${coords}>${stopTags}</linearGradient>`;
}

/** A ridge line across the picture, as a closed path down to the bottom edge. */
function ridge(width: number, height: number, baseY: number, amplitude: number, random: Random): string {
  const points = 6;
  let d = `M0 ${height} L0 ${baseY}`;
  for (let i = 1; i <= points; i++) {
    const x = (width / points) * i;
    const cx = x - width / points / 2;
    const cy = baseY + random.int(-amplitude, amplitude);
    d += ` Q${cx.toFixed(0)} ${cy} ${x.toFixed(0)} ${baseY + random.int(-amplitude / 3, amplitude / 3)}`;
  }
  return `${d} L${width} ${height} Z`;
}

/** The Paraná pine of the Serra: a straight trunk and a flat, tiered crown. */
function araucaria(x: number, groundY: number, size: number, color: string): string {
  const top = groundY - size;
  const tiers = [0, 0.18, 0.34]
    .map((offset, i) => {
      const y = top + size * offset;
      const half = size * (0.42 - i * 0.1);
      return `<path d="M${x - half} ${y} Q${x} ${y + size * 0.2} ${x + half} ${y}" stroke="${color}" stroke-width="${size * 0.07}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<rect x="${x - size * 0.025}" y="${top + size * 0.1}" width="${size * 0.05}" height="${size * 0.9}" fill="${color}"/>${tiers}`;
}

function landscape(width: number, height: number, color: string, random: Random): string {
  const sunX = random.int(width * 0.15, width * 0.85);
  const sunY = random.int(height * 0.15, height * 0.4);
  const layers = [0.55, 0.68, 0.82].map((fraction, i) => ({
    d: ridge(width, height, height * fraction, height * (0.09 - i * 0.02), random),
    fill: mix(darken(color, 0.15 + i * 0.22), '#14532D', 0.35),
  }));
  const trees = Array.from({ length: random.int(4, 9) }, () =>
    araucaria(random.int(0, width), height * random.int(84, 97) / 100, random.int(120, 260), darken(color, 0.75)),
  ).join('');
  return (
    `<defs>${linear('sky', [lighten(color, 0.25), lighten(color, 0.7), '#FDE7C8'])}` +
    `<radialGradient id="sun"><stop offset="0" stop-color="#FFF7D6"/><stop offset="0.45" stop-color="#FFE08A" stop-opacity="0.9"/><stop offset="1" stop-color="#FFE08A" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${height * 0.3}" fill="url(#sun)"/>` +
    layers.map((layer) => `<path d="${layer.d}" fill="${layer.fill}"/>`).join('') +
    trees
  );
}

function bokeh(width: number, height: number, color: string, random: Random): string {
  const circles = Array.from({ length: 28 }, (_, i) => {
    const r = random.int(30, 190);
    const fill = i % 3 === 0 ? '#FFFFFF' : lighten(color, random.next() * 0.5);
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="${fill}" fill-opacity="${(0.08 + random.next() * 0.22).toFixed(2)}"/>`;
  }).join('');
  return (
    `<defs><radialGradient id="bg" cx="0.3" cy="0.35" r="0.9"><stop offset="0" stop-color="${darken(color, 0.1)}"/><stop offset="1" stop-color="${mix(color, NAVY, 0.85)}"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${circles}`
  );
}

function waves(width: number, height: number, color: string, random: Random): string {
  const lines = Array.from({ length: 9 }, (_, i) => {
    const baseY = height * (0.25 + i * 0.07);
    const amplitude = random.int(20, 110);
    const period = random.int(260, 520);
    let d = `M0 ${baseY}`;
    for (let x = 0; x <= width; x += period / 2) {
      d += ` q${period / 4} ${(x / (period / 2)) % 2 === 0 ? -amplitude : amplitude} ${period / 2} 0`;
    }
    return `<path d="${d}" stroke="${i % 2 ? '#FFFFFF' : lighten(color, 0.45)}" stroke-opacity="${(0.25 + i * 0.07).toFixed(2)}" stroke-width="${random.int(3, 10)}" fill="none"/>`;
  }).join('');
  return (
    `<defs>${linear('bg', [darken(color, 0.35), color, lighten(color, 0.3)], false)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${lines}`
  );
}

function skyline(width: number, height: number, color: string, random: Random): string {
  let x = 0;
  let buildings = '';
  let windows = '';
  while (x < width) {
    const w = random.int(70, 170);
    const h = random.int(height * 0.22, height * 0.62);
    const y = height - h;
    buildings += `<rect x="${x}" y="${y}" width="${w - 6}" height="${h}" fill="${mix(darken(color, 0.55), NAVY, 0.5)}"/>`;
    for (let wy = y + 24; wy < height - 30; wy += 44) {
      for (let wx = x + 14; wx < x + w - 26; wx += 34) {
        if (random.chance(0.45)) windows += `<rect x="${wx}" y="${wy}" width="14" height="20" fill="#FDE68A" fill-opacity="0.85"/>`;
      }
    }
    x += w;
  }
  return (
    `<defs>${linear('sky', [mix(color, NAVY, 0.7), darken(color, 0.2), lighten(color, 0.35)])}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${random.int(100, width - 100)}" cy="${random.int(60, 200)}" r="46" fill="#F8FAFC" fill-opacity="0.9"/>` +
    buildings +
    windows
  );
}

function shapes(width: number, height: number, color: string, random: Random): string {
  const polygons = Array.from({ length: 14 }, () => {
    const cx = random.int(0, width);
    const cy = random.int(0, height);
    const size = random.int(80, 380);
    const points = Array.from({ length: 3 }, () => `${cx + random.int(-size, size)},${cy + random.int(-size, size)}`).join(' ');
    const fill = random.pick([lighten(color, 0.5), darken(color, 0.35), '#FFFFFF', ORANGE]);
    return `<polygon points="${points}" fill="${fill}" fill-opacity="${(0.12 + random.next() * 0.3).toFixed(2)}"/>`;
  }).join('');
  return (
    `<defs>${linear('bg', [lighten(color, 0.15), darken(color, 0.45)], false)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${polygons}`
  );
}

const SCENES = [landscape, waves, bokeh, skyline, shapes] as const;

function brandMark(width: number, height: number, label: string): string {
  const text = `SINTONIA FM · ${label.toUpperCase()}`;
  const boxWidth = 40 + text.length * 17;
  return (
    `<rect x="${width - boxWidth - 36}" y="${height - 86}" width="${boxWidth}" height="50" rx="25" fill="${NAVY}" fill-opacity="0.55"/>` +
    `<text x="${width - boxWidth / 2 - 36}" y="${height - 52}" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="bold" fill="#FFFFFF" letter-spacing="1">${escapeXml(text)}</text>`
  );
}

/** A 1600×900 illustrative news picture, encoded as a high-quality JPEG (storeImage re-encodes it). */
export async function newsArtwork(index: number, color: string, label: string, random: Random): Promise<Buffer> {
  const width = 1600;
  const height = 900;
  const scene = SCENES[index % SCENES.length](width, height, color, random);
  return sharp(svg(width, height, scene + brandMark(width, height, label)))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Banner art carries no words: the carousel sets the banner's title over it (bottom left). */
export async function bannerArtwork(color: string, random: Random): Promise<Buffer> {
  const width = 1920;
  const height = 820;
  const scene = waves(width, height, color, random);
  const body =
    scene +
    `<circle cx="${width - 300}" cy="250" r="150" fill="${ORANGE}" stroke="#FFFFFF" stroke-width="10"/>` +
    `<text x="${width - 300}" y="278" text-anchor="middle" font-family="${FONT}" font-size="76" font-weight="bold" fill="#FFFFFF">87.9</text>`;
  return sharp(svg(width, height, body)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A show's square cover, 1400×1400 (the smallest Apple Podcasts takes): a scene in the show's
 * colour, the station's signal and the show's name.
 */
export async function showArtwork(index: number, name: string, color: string, random: Random): Promise<Buffer> {
  const size = 1400;
  const scene = SCENES[index % SCENES.length](size, size, color, random);
  const words = name.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .map((line, i) => `<text x="110" y="${size - 150 - (lines.length - 1 - i) * 130}" font-family="${FONT}" font-size="118" font-weight="bold" fill="#FFFFFF">${escapeXml(line)}</text>`)
    .join('');
  const body = scene + `<rect width="${size}" height="${size}" fill="${NAVY}" fill-opacity="0.25"/>` + signal(1180, 230, 2.2, ORANGE) + text;
  return sharp(svg(size, size, body)).jpeg({ quality: 88 }).toBuffer();
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter((part) => part.length > 2 || part === name);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}

export async function avatarArtwork(name: string, color: string): Promise<Buffer> {
  const size = 400;
  const body =
    `<defs>${linear('bg', [lighten(color, 0.2), darken(color, 0.35)], false)}</defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    `<circle cx="200" cy="200" r="150" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="10"/>` +
    `<text x="200" y="250" text-anchor="middle" font-family="${FONT}" font-size="130" font-weight="bold" fill="#FFFFFF">${escapeXml(initials(name))}</text>`;
  return sharp(svg(size, size, body)).jpeg({ quality: 90 }).toBuffer();
}

/** Three arcs of a broadcast signal, centred on (x, y). */
function signal(x: number, y: number, scale: number, color: string): string {
  return [1, 2, 3]
    .map((i) => {
      const r = i * 16 * scale;
      return `<path d="M${x - r * 0.7} ${y - r * 0.7} A${r} ${r} 0 0 1 ${x + r * 0.7} ${y - r * 0.7}" stroke="${color}" stroke-width="${7 * scale}" fill="none" stroke-linecap="round"/>`;
    })
    .join('') + `<circle cx="${x}" cy="${y}" r="${9 * scale}" fill="${color}"/>`;
}

/** The header logo: a self-contained badge, legible on light and dark headers alike. */
export async function logoArtwork(name: string, slogan: string): Promise<Buffer> {
  const width = 720;
  const height = 200;
  const body =
    `<rect x="0" y="0" width="${width}" height="${height}" rx="36" fill="${NAVY}"/>` +
    `<circle cx="100" cy="100" r="70" fill="${ORANGE}"/>` +
    signal(100, 128, 1.5, '#FFFFFF') +
    `<text x="196" y="112" font-family="${FONT}" font-size="68" font-weight="bold" fill="#FFFFFF">${escapeXml(name)}</text>` +
    `<text x="200" y="160" font-family="${FONT}" font-size="28" fill="${ORANGE}">${escapeXml(slogan)}</text>`;
  return sharp(svg(width, height, body)).png().toBuffer();
}

/** The footer logo: light text on a transparent background, for the dark footer. */
export async function footerLogoArtwork(name: string): Promise<Buffer> {
  const width = 640;
  const height = 160;
  const body =
    `<circle cx="80" cy="80" r="60" fill="${ORANGE}"/>` +
    signal(80, 104, 1.25, '#FFFFFF') +
    `<text x="164" y="100" font-family="${FONT}" font-size="62" font-weight="bold" fill="#F8FAFC">${escapeXml(name)}</text>`;
  return sharp(svg(width, height, body)).png().toBuffer();
}

export async function faviconArtwork(): Promise<Buffer> {
  const size = 192;
  const body =
    `<rect width="${size}" height="${size}" rx="42" fill="${NAVY}"/>` +
    `<circle cx="96" cy="96" r="70" fill="${ORANGE}"/>` +
    signal(96, 124, 1.45, '#FFFFFF');
  return sharp(svg(size, size, body)).png().toBuffer();
}
