// Resident memory of a process and its descendants, read from /proc (Linux only); null elsewhere.
import fs from 'node:fs';
import { descendantsOf } from './cpu.mjs';

/** Bytes of resident memory (VmRSS) of `pid` and every descendant; null when it cannot be read. */
export function treeRssBytes(pid) {
  if (!pid || !fs.existsSync(`/proc/${pid}/status`)) return null;
  let kib = 0;
  for (const member of descendantsOf(pid)) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${member}/status`, 'utf8'));
      if (match) kib += Number(match[1]);
    } catch {
      // exited meanwhile
    }
  }
  return kib * 1024;
}
