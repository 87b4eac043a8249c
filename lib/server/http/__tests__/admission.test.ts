import { AdmissionGate, type Admission } from '../admission';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('AdmissionGate', () => {
  it('runs at most `concurrency` at once, lines up `maxQueue` more and turns the rest away at once', async () => {
    const gate = new AdmissionGate({ concurrency: 2, maxQueue: 3, maxWaitMs: 5_000 });
    const started = Date.now();
    const entries = Array.from({ length: 10 }, () => gate.enter());
    const refused = (await Promise.race([Promise.all(entries.slice(5)), sleep(1_000).then(() => null)])) as Admission[] | null;
    // The five past the line are answered without waiting for anyone.
    expect(refused?.map((entry) => entry.admitted)).toEqual([false, false, false, false, false]);
    expect(refused?.[0]).toEqual({ admitted: false, retryAfterSeconds: 5 });
    expect(Date.now() - started).toBeLessThan(500);
    expect(gate.inUse).toBe(2);
    expect(gate.waiting).toBe(3);
    // Each release lets the next in line through, in order.
    const first = (await entries[0]) as Extract<Admission, { admitted: true }>;
    first.release();
    first.release(); // twice is harmless
    expect((await entries[2]).admitted).toBe(true);
    expect(gate.inUse).toBe(2);
    expect(gate.waiting).toBe(2);
    expect(gate.refused).toBe(5);
    for (const pending of entries.slice(1, 5)) {
      const entry = await pending;
      if (entry.admitted) entry.release();
    }
    expect(gate.inUse).toBe(0);
  });

  it('turns a request away when its wait in line runs out', async () => {
    const gate = new AdmissionGate({ concurrency: 1, maxQueue: 5, maxWaitMs: 100 });
    await gate.enter();
    const started = Date.now();
    expect(await gate.enter()).toEqual({ admitted: false, retryAfterSeconds: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(gate.waiting).toBe(0);
  });

  it('lets 50 requests for one key through on one slot: one renders, 49 wait for it', async () => {
    const gate = new AdmissionGate({ concurrency: 1, maxQueue: 0, maxWaitMs: 2_000 });
    let rendering = 0;
    let renders = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const admission = await gate.enter('/noticias/chuva');
        if (!admission.admitted) return 'recusada';
        const leader = gate.inUse === 1 && rendering === 0 && renders === 0;
        if (leader) {
          rendering += 1;
          renders += 1;
          await sleep(50);
          rendering -= 1;
        }
        admission.release();
        return 'servida';
      }),
    );
    expect(answers.filter((answer) => answer === 'servida')).toHaveLength(50);
    expect(renders).toBe(1);
    expect(gate.inUse).toBe(0);
    // Another key still needs a slot of its own.
    const other = await gate.enter('/noticias/sol');
    expect(other.admitted).toBe(true);
  });

  it('turns away those waiting on a key whose first request was turned away', async () => {
    const gate = new AdmissionGate({ concurrency: 1, maxQueue: 0, maxWaitMs: 1_000 });
    const busy = await gate.enter('/outra');
    const [leader, follower] = await Promise.all([gate.enter('/pagina'), gate.enter('/pagina')]);
    expect(leader.admitted).toBe(false);
    expect(follower.admitted).toBe(false);
    if (busy.admitted) busy.release();
    expect((await gate.enter('/pagina')).admitted).toBe(true);
  });

  it('tells whether a key is being rendered, from its first request (waiting for a slot too) to its release', async () => {
    const gate = new AdmissionGate({ concurrency: 1, maxQueue: 1, maxWaitMs: 1_000 });
    const busy = await gate.enter('/outra');
    expect(gate.isRendering('/busca/chuva')).toBe(false);
    const waiting = gate.enter('/busca/chuva');
    expect(gate.isRendering('/busca/chuva')).toBe(true);
    if (busy.admitted) busy.release();
    const leader = await waiting;
    expect(gate.isRendering('/busca/chuva')).toBe(true);
    expect(gate.isRendering('/busca/sol')).toBe(false);
    if (leader.admitted) leader.release();
    expect(gate.isRendering('/busca/chuva')).toBe(false);
  });
});
