// The bench's measurements: one timed GET, a warm load run, a cold render after a write, and the
// reference's request-time page; each with the server CPU it cost.
//
// How it measures, and why it is fair:
// - One load generator, wrk, with the same settings for every target (connections, threads,
//   duration, Accept-Encoding: gzip as browsers send). Each round runs every target once, ours and
//   the reference's alternating, the order reversed every other round, so machine drift (these are
//   shared 2-core machines) hits both sides alike; ratios are medians of each round's ratio between
//   neighbours, which is what stays meaningful when absolute req/s are noise.
// - Server CPU: utime + stime of the server's process tree from /proc, before and after each run
//   (after the server went idle again), divided by the requests completed. wrk runs on the same
//   cores, for every target alike.
// - Cold: a cold render only happens once per write, so it cannot be load-tested. For each page,
//   K times: one real staff write (a category renamed back and forth; every page shows the
//   categories) then ONE GET of the page, timed. The server CPU of that loop minus the CPU of K
//   writes alone (measured just before) is the CPU of K cold renders. The reference, /news (or
//   /post/x), renders on every request, so it gets the same treatment without the writes: K GETs
//   one at a time on an idle server. Both sides are thus single requests on an idle server; the
//   cold ratio is reference CPU ÷ our CPU per render (the req/s ratio a CPU-bound server would
//   show), and latencies are compared p50 to p50. The "atualizada" column counts the cold
//   responses that already show the new name (where the page shows it): a cold figure only means
//   something when the write really reached the page.
import { treeCpuMs, waitIdle } from './cpu.mjs';
import { runWrk } from './wrk.mjs';

/** Failed requests of the whole run, with the first notes. */
export class FailureLog {
  count = 0;
  notes = [];
  add(note, count = 1) {
    this.count += count;
    if (this.notes.length < 20) this.notes.push(note);
  }
}

/** writer: a function giving the staff writer (null when the cold pages are not measured). */
export function measurer({ load, coldCount, fail, serverPid, writer }) {
  /** One GET, timed to the last byte (gzip accepted, redirects not followed). */
  async function timedGet(url) {
    const started = performance.now();
    try {
      const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' });
      const body = await response.text();
      const ms = performance.now() - started;
      if (response.status >= 400) fail(`${url}: HTTP ${response.status}`);
      return { ms, body, ok: response.status < 400 };
    } catch (error) {
      fail(`${url}: ${error.message}`);
      return { ms: performance.now() - started, body: '', ok: false };
    }
  }

  async function cpuDuring(pid, work) {
    await waitIdle(pid, 3000);
    const before = treeCpuMs(pid);
    const result = await work();
    await waitIdle(pid, 3000);
    const after = treeCpuMs(pid);
    return { result, cpuMs: before === null || after === null ? null : after - before };
  }

  async function measureWarm(target) {
    // Refill whatever the previous cold phase expired, like the readers who came before.
    for (let index = 0; index < 3; index++) await timedGet(target.url);
    const { result, cpuMs } = await cpuDuring(target.pid, () => runWrk(target.url, load));
    if (result.failures > 0) fail(`${target.caminho}: ${result.failures} falhas no wrk ${JSON.stringify(result.errors)}`, result.failures);
    return { ...result, cpuPerRequest: cpuMs === null || result.requests === 0 ? null : cpuMs / result.requests };
  }

  async function measureCold(target, shows) {
    const writes = await cpuDuring(serverPid, async () => {
      for (let index = 0; index < coldCount; index++) await writer().toggle();
    });
    const fresh = { checked: 0, ok: 0 };
    const renders = await cpuDuring(serverPid, async () => {
      const samples = [];
      for (let index = 0; index < coldCount; index++) {
        const isFresh = await writer().toggle();
        const response = await timedGet(target.url);
        samples.push(response.ms);
        if (shows && response.ok) {
          fresh.checked++;
          if (isFresh(response.body)) fresh.ok++;
        }
      }
      return samples;
    });
    const cpuPerRender = writes.cpuMs === null || renders.cpuMs === null ? null : Math.max(0, renders.cpuMs - writes.cpuMs) / coldCount;
    return { samples: renders.result, cpuPerRender, writeCpuMs: writes.cpuMs === null ? null : writes.cpuMs / coldCount, fresh };
  }

  async function measureSequential(url, pid) {
    const { result, cpuMs } = await cpuDuring(pid, async () => {
      const samples = [];
      for (let index = 0; index < coldCount; index++) samples.push((await timedGet(url)).ms);
      return samples;
    });
    return { samples: result, cpuPerRequest: cpuMs === null ? null : cpuMs / coldCount };
  }

  return { timedGet, measureWarm, measureCold, measureSequential };
}
