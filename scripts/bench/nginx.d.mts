export type BenchTarget = { rota: string; caminho: string; side: string; url: string; pid: number | null; alone?: BenchTarget };
export type BenchNginx = { base: string; pid: number | null; dir?: string };

export const DEPLOY_NGINX_CONF: string;
export const MICROCACHE_CONF: string;
export const NGINX_GOAL_RATIO: number;
export function benchNginxConfig(deployConf: string, options: { dir: string; port: number; upstream: string; microcacheConf?: string }): string;
export function startBenchNginx(appBase: string, options?: { nginxBin?: string }): Promise<BenchNginx & { dir: string }>;
export function nginxTargets<T extends BenchTarget>(ours: T[], nginx: BenchNginx, paths: string[]): (T & { side: 'nginx'; alone: T })[];
export function placeBesideAlone<T extends BenchTarget>(order: T[], viaNginx: T[]): T[];
export function measuringAppCpuBehindNginx<R>(measureWarm: (target: BenchTarget) => Promise<R>, serverPid: number | null): (target: BenchTarget) => Promise<R>;
export function microcacheStatus(url: string): Promise<string | null>;
export function printNginxReport(rows: unknown[], options: { rounds: number; connections: number; statuses: Map<string, string | null> }): void;
