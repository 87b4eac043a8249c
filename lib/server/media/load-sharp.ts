import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | null = null;

/**
 * sharp, loaded on the first picture: most requests (and test files that import the API) never
 * draw one, and loading it takes 70 ms.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((loaded) => loaded.default);
  return loading;
}
