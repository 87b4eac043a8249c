// What the bench reports per page: medians over the rounds and the ratios to the reference.
import { median, percentile } from './report.mjs';

const ratioOfRounds = (mine, theirs, pick) =>
  median(mine.map((run, index) => (theirs[index] && pick(theirs[index]) ? pick(run) / pick(theirs[index]) : null)).filter((value) => value !== null));

/** A page's warm figures over the rounds, and its ratios to its reference (ref, refRuns) when it has one. */
export function warmSummary(target, runs, ref, refRuns) {
  // Round i of ours and round i of its reference ran close together: their ratio, then the median.
  return {
    rota: target.rota,
    caminho: target.caminho,
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p95: median(runs.map((run) => run.p95)),
    p99: median(runs.map((run) => run.p99)),
    cpu: median(runs.map((run) => run.cpuPerRequest)),
    referencia: ref?.caminho ?? null,
    razaoRps: ref ? ratioOfRounds(runs, refRuns, (run) => run.rps) : null,
    razaoP99: ref ? ratioOfRounds(runs, refRuns, (run) => run.p99) : null,
    falhas: runs.reduce((sum, run) => sum + run.failures, 0),
    rounds: runs,
  };
}

/** A page's cold figures over the rounds, beside the reference's request-time page when there is one. */
export function coldSummary(target, runs, withFloor) {
  const samples = runs.flatMap((run) => run.samples);
  const refSamples = runs.flatMap((run) => run.reference?.samples ?? []);
  const fresh = runs.reduce((sum, run) => ({ checked: sum.checked + run.fresh.checked, ok: sum.ok + run.fresh.ok }), { checked: 0, ok: 0 });
  const p50 = percentile(samples, 50);
  const refP50 = percentile(refSamples, 50);
  return {
    rota: target.rota,
    caminho: target.caminho,
    p50,
    p99: percentile(samples, 99),
    cpu: median(runs.map((run) => run.cpuPerRender)),
    cpuEscrita: median(runs.map((run) => run.writeCpuMs)),
    atualizada: fresh,
    referencia: withFloor ? target.coldRef : null,
    refP50,
    refCpu: median(runs.map((run) => run.reference?.cpuPerRequest ?? null)),
    // Reference CPU ÷ ours, per round, then the median: > 1 means our cold render costs less.
    razaoCpu: median(runs.map((run) => (run.reference?.cpuPerRequest && run.cpuPerRender ? run.reference.cpuPerRequest / run.cpuPerRender : null))),
    razaoP50: p50 !== null && refP50 ? p50 / refP50 : null,
    rounds: runs,
  };
}
