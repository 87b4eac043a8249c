// Server CPU time for the bench, read from /proc (Linux only): utime + stime of a process and all
// its descendants, in milliseconds. Elsewhere, or when the server is not ours to read, the
// figures are "n/d" and the bench carries on.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

function clockTicksPerSecond() {
  try {
    const value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    if (value > 0) return value;
  } catch {
    // no getconf: Linux has used 100 for decades
  }
  return 100;
}

const ticksPerSecond = clockTicksPerSecond();

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone, or not readable
  }
}

// After ")": [0] state, [1] ppid, ... [11] utime, [12] stime, [13] cutime, [14] cstime (proc(5)).
export function descendantsOf(rootPid) {
  const children = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(name);
    if (!fields) continue;
    const ppid = Number(fields[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(name));
  }
  const tree = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift();
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * CPU milliseconds used so far by `pid` and its descendants (children that already exited and were
 * waited for count through cutime/cstime). null when the process cannot be read.
 */
export function treeCpuMs(pid) {
  if (!pid || !fs.existsSync(`/proc/${pid}/stat`)) return null;
  let ticks = 0;
  for (const member of descendantsOf(pid)) {
    const fields = statFields(member);
    if (!fields) continue;
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** One clock tick in ms: the resolution of every CPU figure. */
export const cpuResolutionMs = 1000 / ticksPerSecond;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]']);
for (const addresses of Object.values(os.networkInterfaces())) {
  for (const { address, family } of addresses ?? []) LOCAL_HOSTS.add(family === 'IPv6' ? `[${address}]` : address);
}

/**
 * The pid of the process listening on the URL's port on this machine: the socket's inode from
 * /proc/net/tcp{,6}, then the process holding that inode among its file descriptors. null when the
 * host is not local, the port is not found or the process belongs to someone else.
 */
export function pidListeningOn(url) {
  const { hostname, port, protocol } = new URL(url);
  if (!LOCAL_HOSTS.has(hostname)) return null;
  const portHex = Number(port || (protocol === 'https:' ? 443 : 80))
    .toString(16)
    .toUpperCase()
    .padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines;
    try {
      lines = fs.readFileSync(table, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const cols = line.trim().split(/\s+/);
      // cols[1] local address "ADDR:PORT", cols[3] state (0A = LISTEN), cols[9] inode
      if (cols[3] === '0A' && cols[1].endsWith(`:${portHex}`)) inodes.add(cols[9]);
    }
  }
  if (inodes.size === 0) return null;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let fds;
    try {
      fds = fs.readdirSync(`/proc/${name}/fd`);
    } catch {
      continue; // another user's process
    }
    for (const fd of fds) {
      let link;
      try {
        link = fs.readlinkSync(`/proc/${name}/fd/${fd}`);
      } catch {
        continue;
      }
      const match = /^socket:\[(\d+)\]$/.exec(link);
      if (match && inodes.has(match[1])) return Number(name);
    }
  }
  return null;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the server's CPU stops moving (two 100 ms samples in a row within one clock tick),
 * at most `maxMs`: work left over from the previous measurement (a background revalidation, GC)
 * must not be charged to the next one.
 */
export async function waitIdle(pid, maxMs = 5000) {
  if (treeCpuMs(pid) === null) return;
  const deadline = Date.now() + maxMs;
  let last = treeCpuMs(pid);
  let quiet = 0;
  while (Date.now() < deadline && quiet < 2) {
    await sleep(100);
    const now = treeCpuMs(pid);
    quiet = now !== null && now - last <= cpuResolutionMs ? quiet + 1 : 0;
    last = now;
  }
}
