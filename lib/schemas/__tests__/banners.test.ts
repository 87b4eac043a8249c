import { BANNER_IMAGE_LIBRARY_MESSAGE, bannerSchema } from '../banners';

const banner = (imagem: string) => bannerSchema.safeParse({ titulo: 'Festival de inverno', imagem });
const imageError = (imagem: string) => {
  const result = banner(imagem);
  return result.success ? null : result.error.issues.find((issue) => issue.path[0] === 'imagem')?.message ?? null;
};

describe('bannerSchema imagem: only the media library', () => {
  it('accepts /uploads/… and refuses other hosts and traversal', () => {
    expect(imageError('/uploads/2026/11/a.jpg')).toBeNull();
    expect(imageError('https://outro.site/uploads/a.jpg')).toBe(BANNER_IMAGE_LIBRARY_MESSAGE);
    expect(imageError('/uploads/../secrets.json')).toBe(BANNER_IMAGE_LIBRARY_MESSAGE);
    expect(imageError('/imagens/a.jpg')).toBe(BANNER_IMAGE_LIBRARY_MESSAGE);
  });
});
