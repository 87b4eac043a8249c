import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * A PostgreSQL server of our own on another port, for outage tests: it can be stopped and started
 * at will. The shared server on 5432 is never touched. Null (with the reason) when this machine
 * has no PostgreSQL binaries or cannot run them (they refuse root: run as the postgres user).
 */

export type ThrowawayPostgres = { url: string; stop(): void; start(): void; destroy(): void };

function binDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  const dir = versions.map((version) => path.join(base, version, 'bin')).find((candidate) => fs.existsSync(path.join(candidate, 'pg_ctl')));
  return dir ?? null;
}

/**
 * `port`: one below 32768, where Linux starts handing ports to outgoing connections — a server on
 * one of those fails now and then to start because a connection of the run holds it (the e2e
 * outage spec's 55434 once: "Address already in use").
 */
export function createThrowawayPostgres(port: number): ThrowawayPostgres | { unavailable: string } {
  const bin = binDir();
  if (!bin) return { unavailable: 'os binários do PostgreSQL (/usr/lib/postgresql/*/bin) não estão instalados' };
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' }) : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-pg-'));
  try {
    if (asRoot) execFileSync('chown', ['postgres:postgres', dataDir]);
    run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    return { unavailable: `initdb falhou: ${(error as Error).message.split('\n')[0]}` };
  }
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', '-l', path.join(dataDir, 'log'), 'start']);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
