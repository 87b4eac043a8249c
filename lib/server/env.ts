import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function readFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'sim'].includes(value.toLowerCase());
}

export const env = {
  dataDir: path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data'),
  databaseUrl: process.env.DATABASE_URL || null,
  apiUrl: process.env.API_URL ? process.env.API_URL.replace(/\/+$/, '') : null,
  siteUrl: process.env.SITE_URL ? process.env.SITE_URL.replace(/\/+$/, '') : null,
  seedDemoData: readFlag(process.env.SEED_DEMO_DATA, true),
  trustProxyHeader: process.env.TRUST_PROXY_HEADER?.toLowerCase() || null,
  /** Where the video feed proxy fetches /feeds/videos.xml; tests and e2e point it at a fake server. */
  youtubeFeedBase: (process.env.YOUTUBE_FEED_BASE || 'https://www.youtube.com').replace(/\/+$/, ''),
};

/**
 * The Facebook page connection (issue 6 item 7). Read on each call, not at load, so tests can
 * point it at a fake provider started after import. The app id may also come from the
 * 'facebookAppId' setting; the secret only from the environment.
 */
export function facebookEnv() {
  const trim = (value: string | undefined) => (value ?? '').trim();
  return {
    appId: trim(process.env.FACEBOOK_APP_ID),
    appSecret: trim(process.env.FACEBOOK_APP_SECRET),
    oauthUrl: trim(process.env.FACEBOOK_OAUTH_URL) || 'https://www.facebook.com/v21.0/dialog/oauth',
    graphUrl: (trim(process.env.FACEBOOK_GRAPH_URL) || 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
    siteUrl: process.env.SITE_URL ? process.env.SITE_URL.replace(/\/+$/, '') : null,
  };
}

type Secrets = { authSecret: string; encryptionKey: string };
let secrets: Secrets | null = null;

/**
 * Secrets come from the environment; any that is missing is generated once and kept in
 * DATA_DIR/secrets.json, so `npm start` works with no configuration and survives restarts.
 */
export function getSecrets(): Secrets {
  if (secrets) return secrets;
  const fromEnv = {
    authSecret: process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET || '',
    encryptionKey: process.env.ENCRYPTION_KEY || '',
  };
  if (fromEnv.authSecret && fromEnv.encryptionKey) return (secrets = fromEnv);

  const file = path.join(env.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch {
    stored = {};
  }
  const merged: Secrets = {
    authSecret: fromEnv.authSecret || stored.authSecret || randomBytes(32).toString('base64url'),
    encryptionKey: fromEnv.encryptionKey || stored.encryptionKey || randomBytes(32).toString('base64url'),
  };
  if (merged.authSecret !== stored.authSecret || merged.encryptionKey !== stored.encryptionKey) {
    fs.mkdirSync(env.dataDir, { recursive: true });
    const toStore = {
      authSecret: stored.authSecret || (fromEnv.authSecret ? undefined : merged.authSecret),
      encryptionKey: stored.encryptionKey || (fromEnv.encryptionKey ? undefined : merged.encryptionKey),
    };
    fs.writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return (secrets = merged);
}
