'use client';

import { uploadWithProgress } from '@/lib/admin/api';
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE_MESSAGE, MEDIA_UNSUPPORTED_MESSAGE, type Media } from '@/lib/schemas/media';

const IMAGE_MIME = /^image\/(?:jpeg|png|webp|gif)$/;

/** The attributes of an image inserted in the text. */
export type BodyImage = { src: string; alt: string };

/** The reader gets the 1200 px variant (SPEC §9 post-large), not a 2560 px original. */
export function bodyImageFromMedia(media: Pick<Media, 'url' | 'alt'> & { variantes?: Partial<Media['variantes']> | null }): BodyImage {
  return { src: media.variantes?.['post-large'] || media.url, alt: media.alt ?? '' };
}

/** Why a file cannot go to the media library, checked before sending it (the server checks again). */
export function fileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!IMAGE_MIME.test(file.type)) return MEDIA_UNSUPPORTED_MESSAGE;
  if (file.size > MEDIA_MAX_BYTES) return MEDIA_TOO_LARGE_MESSAGE;
  return null;
}

/** A pasted or dropped file goes through the media API (POST /midia) like any upload: never base64. */
export async function uploadBodyImage(file: File, onProgress: (percent: number) => void): Promise<BodyImage> {
  const media = await uploadWithProgress<Media>('/midia', file, onProgress);
  return bodyImageFromMedia(media);
}
