import { randomBytes } from 'node:crypto';
import { decryptJson, decryptSecret, encryptJson, encryptSecret, parseEncryptionKey, SecretBoxError } from '../secret-box';

describe('secret-box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round trip, with a fresh nonce each time', () => {
    const a = encryptSecret('token-da-página-ÁÉ', key);
    const b = encryptSecret('token-da-página-ÁÉ', key);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(a).not.toContain('token');
    expect(decryptSecret(a, key)).toBe('token-da-página-ÁÉ');
    expect(decryptJson(encryptJson({ pagina: { id: '1', token: 'x' } }, key), key)).toEqual({ pagina: { id: '1', token: 'x' } });
  });

  it('uses the key from the environment by default', () => {
    expect(decryptSecret(encryptSecret('segredo'))).toBe('segredo');
  });

  it('a tampered text fails instead of decrypting to garbage', () => {
    const sealed = encryptSecret('segredo', key);
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    for (const index of [0, 12, raw.length - 1]) {
      const copy = Buffer.from(raw);
      copy[index] ^= 1;
      expect(() => decryptSecret(`v1.${copy.toString('base64url')}`, key)).toThrow(new SecretBoxError('Não foi possível decifrar: a chave é outra ou o dado foi alterado.'));
    }
    expect(() => decryptSecret('v2.abc', key)).toThrow('Dado cifrado em formato desconhecido.');
    expect(() => decryptSecret('v1.abc', key)).toThrow('Dado cifrado incompleto.');
  });

  it('the wrong key fails', () => {
    const sealed = encryptSecret('segredo', key);
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow(SecretBoxError);
  });

  it.each([
    ['64 hex digits', 'ab'.repeat(32), Buffer.alloc(32, 0xab)],
    ['base64url of 32 bytes (as generated)', Buffer.alloc(32, 7).toString('base64url'), Buffer.alloc(32, 7)],
    ['base64 of 32 bytes', Buffer.alloc(32, 250).toString('base64'), Buffer.alloc(32, 250)],
  ])('ENCRYPTION_KEY as %s', (_name, text, bytes) => {
    expect(parseEncryptionKey(text)).toEqual(bytes);
  });

  it('a long passphrase is stretched to 32 bytes; a short key is refused', () => {
    expect(parseEncryptionKey('uma frase longa o bastante para servir de chave')).toHaveLength(32);
    expect(() => parseEncryptionKey('curta')).toThrow('ENCRYPTION_KEY inválida: use 32 bytes em hex (64 dígitos) ou base64.');
  });
});
