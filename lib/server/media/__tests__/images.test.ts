import sharp from 'sharp';
import { VARIANT_WIDTHS } from '@/lib/domain/media';
import { AppError } from '@/lib/server/errors';
import { httpStatusOf } from '@/lib/server/api/error-status';
import { detectImageType, processImage, type MediaErrorCode } from '../images';
import { pngBomb } from '@/test/helpers/images';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

async function expectMediaError(promise: Promise<unknown>, codigo: MediaErrorCode) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).codigo).toBe(codigo);
  expect((error as AppError).message.length).toBeGreaterThan(10);
  return error as AppError;
}

describe('detectImageType', () => {
  it('recognises JPEG, PNG, WebP and GIF by their first bytes', async () => {
    expect(detectImageType(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(detectImageType(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(detectImageType(await solid(4, 4).gif().toBuffer())).toBe('gif');
  });

  it('refuses SVG, text, HTML, empty and truncated signatures', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageType(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectImageType(Buffer.from('olá, isto é texto'))).toBeNull();
    expect(detectImageType(Buffer.from('<html><body></body></html>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });
});

describe('processImage', () => {
  it('re-encodes a JPEG and makes the variants without upscaling', async () => {
    const input = await solid(1600, 900).jpeg({ quality: 95 }).toBuffer();
    const result = await processImage(input);
    expect(result).toMatchObject({ type: 'jpeg', mime: 'image/jpeg', ext: 'jpg' });
    expect(result.original).toMatchObject({ largura: 1600, altura: 900 });
    expect(result.variantes['post-large']).toMatchObject({ largura: 1200, altura: 675 });
    expect(result.variantes['post-medium']).toMatchObject({ largura: 800, altura: 450 });
    expect(result.variantes['post-thumb']).toMatchObject({ largura: 400, altura: 225 });
    for (const variant of Object.values(result.variantes)) {
      const meta = await sharp(variant.buffer).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(variant.largura);
      expect(variant.tamanho).toBe(variant.buffer.length);
    }

    const small = await processImage(await solid(500, 300).png().toBuffer());
    expect(small.type).toBe('png');
    expect(small.variantes['post-large'].largura).toBe(500);
    expect(small.variantes['post-medium'].largura).toBe(500);
    expect(small.variantes['post-thumb'].largura).toBe(VARIANT_WIDTHS['post-thumb']);
  });

  it("encodes quickly on request (the seed's drawings), the same sizes; an upload gets the thorough encoder, smaller", async () => {
    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .blur(2)
      .jpeg({ quality: 95 })
      .toBuffer();
    const [upload, quick] = await Promise.all([processImage(picture), processImage(picture, {}, 'quick')]);
    for (const name of ['original', 'post-large', 'post-medium', 'post-thumb'] as const) {
      const [thorough, fast] = name === 'original' ? [upload.original, quick.original] : [upload.variantes[name], quick.variantes[name]];
      expect({ name, largura: fast.largura, altura: fast.altura, format: (await sharp(fast.buffer).metadata()).format }).toEqual({ name, largura: thorough.largura, altura: thorough.altura, format: 'jpeg' });
      expect(thorough.tamanho).toBeLessThan(fast.tamanho);
    }
  });

  it('keeps WebP as WebP', async () => {
    const result = await processImage(await solid(900, 600).webp().toBuffer());
    expect(result.mime).toBe('image/webp');
    expect((await sharp(result.variantes['post-thumb'].buffer).metadata()).format).toBe('webp');
  });

  it('applies the EXIF orientation and strips metadata', async () => {
    const input = await solid(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const result = await processImage(input);
    expect(result.original).toMatchObject({ largura: 100, altura: 200 });
    const meta = await sharp(result.original.buffer).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(100);
  });

  it('keeps a GIF animated in every variant', async () => {
    const colours = [
      { r: 10, g: 120, b: 200 },
      { r: 200, g: 30, b: 30 },
      { r: 20, g: 180, b: 60 },
    ];
    const stills = await Promise.all(
      colours.map((background) => sharp({ create: { width: 1000, height: 500, channels: 3, background } }).png().toBuffer()),
    );
    const frames = await sharp(stills, { join: { animated: true } }).gif({ delay: 200, loop: 0 }).toBuffer();
    expect((await sharp(frames, { animated: true }).metadata()).pages).toBe(3);
    const result = await processImage(frames);
    expect(result.type).toBe('gif');
    const thumb = await sharp(result.variantes['post-thumb'].buffer, { animated: true }).metadata();
    expect(thumb.format).toBe('gif');
    expect(thumb.pages).toBe(3);
    expect(thumb.width).toBe(400);
    expect(thumb.pageHeight).toBe(200);
    expect(result.variantes['post-thumb']).toMatchObject({ largura: 400, altura: 200 });
  });

  it('refuses SVG and text as unsupported, with a pt-BR message', async () => {
    const error = await expectMediaError(
      processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')),
      'TIPO_NAO_SUPORTADO',
    );
    expect(error.message).toBe('Tipo de arquivo não suportado. Envie JPEG, PNG, WebP ou GIF.');
    expect(httpStatusOf(error)).toBe(415);
    await expectMediaError(processImage(Buffer.from('apenas texto')), 'TIPO_NAO_SUPORTADO');
  });

  it('refuses files over the size limit before looking at them', async () => {
    const input = await solid(300, 300).png().toBuffer();
    const error = await expectMediaError(processImage(input, { maxBytes: 100 }), 'ARQUIVO_GRANDE');
    expect(httpStatusOf(error)).toBe(413);
  });

  it('refuses a pixel bomb from its header alone', async () => {
    const bomb = pngBomb(30000, 30000);
    expect(bomb.length).toBeLessThan(2000);
    expect(detectImageType(bomb)).toBe('png');
    const error = await expectMediaError(processImage(bomb), 'IMAGEM_GRANDE');
    expect(error.message).toContain('30000×30000');
  });

  it('refuses images over a custom pixel cap', async () => {
    await expectMediaError(processImage(await solid(300, 200).jpeg().toBuffer(), { maxPixels: 50_000 }), 'IMAGEM_GRANDE');
  });

  it('refuses corrupt and truncated images as invalid', async () => {
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    await expectMediaError(processImage(jpeg.subarray(0, 200)), 'IMAGEM_INVALIDA');
    await expectMediaError(processImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])), 'IMAGEM_INVALIDA');
    await expectMediaError(processImage(pngBomb(0, 0)), 'IMAGEM_INVALIDA');
  });
});
