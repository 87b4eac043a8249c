import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { getSecrets } from '../env';

/*
 * Secrets at rest (integration tokens): AES-256-GCM with a random 96-bit nonce per message. The
 * stored text is 'v1.' + base64url(nonce | tag | ciphertext); GCM's tag makes any change to it,
 * or the wrong key, fail loudly instead of decrypting to garbage.
 */

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/**
 * ENCRYPTION_KEY as 32 bytes: 64 hex digits, or base64/base64url of 32 bytes (what the app
 * generates into DATA_DIR/secrets.json). Any other text of at least 32 characters is taken as a
 * passphrase and stretched with SHA-256; shorter text is refused.
 */
export function parseEncryptionKey(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
  }
  if (value.length >= 32) return createHash('sha256').update(value, 'utf8').digest();
  throw new SecretBoxError('ENCRYPTION_KEY inválida: use 32 bytes em hex (64 dígitos) ou base64.');
}

function defaultKey(): Buffer {
  return parseEncryptionKey(getSecrets().encryptionKey);
}

export function encryptSecret(plain: string, key: Buffer = defaultKey()): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function decryptSecret(stored: string, key: Buffer = defaultKey()): string {
  const [version, payload] = stored.split('.', 2);
  if (version !== VERSION || !payload) throw new SecretBoxError('Dado cifrado em formato desconhecido.');
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length < NONCE_BYTES + TAG_BYTES) throw new SecretBoxError('Dado cifrado incompleto.');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('Não foi possível decifrar: a chave é outra ou o dado foi alterado.');
  }
}

export function encryptJson(value: unknown, key?: Buffer): string {
  return encryptSecret(JSON.stringify(value), key);
}

export function decryptJson<T>(stored: string, key?: Buffer): T {
  return JSON.parse(decryptSecret(stored, key)) as T;
}
