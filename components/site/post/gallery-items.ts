import { isRecord } from '@/lib/domain/coerce';
import { resolveImageValue } from '@/lib/domain/post';

export type GalleryImage = { src: string; legenda: string };

function captionOf(item: unknown): string {
  if (!isRecord(item)) return '';
  for (const key of ['legenda', 'caption', 'descricao', 'alt', 'titulo']) {
    const value = item[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

/** The gallery as sent by the server (galeriaImagens), each image with its caption; duplicates dropped. */
export function galleryImages(galeriaImagens: readonly unknown[]): GalleryImage[] {
  const seen = new Set<string>();
  const images: GalleryImage[] = [];
  for (const item of galeriaImagens) {
    const src = resolveImageValue(item);
    if (src === null || seen.has(src)) continue;
    seen.add(src);
    images.push({ src, legenda: captionOf(item) });
  }
  return images;
}
