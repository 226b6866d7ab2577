/**
 * The figures behind the site's autoscaler (docs/kubernetes.md, "Autoscaling"): one site-server
 * process, every page rendered (the page cache off, as right after a deploy), loaded at a rising
 * number of connections; for each, the requests a second, the p99, the site's own gauge of renders
 * in flight (ssb_ssr_renders_in_flight, sampled every 200 ms) and the CPU of the process and its
 * render processes. Against a site started as `npm start` starts it:
 *
 *   SSB_SITE_PROCESSES=1 SSB_PAGE_CACHE_MS=0 SSB_RENDERS_PER_MINUTE=1000000 npm start -- --no-build
 *   npx tsx scripts/bench/inFlight.ts http://127.0.0.1:8080 var/deploy-token [pid of the site server]
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [site = 'http://127.0.0.1:8080', tokenFile = 'var/deploy-token', pidArg] = process.argv.slice(2);
const token = readFileSync(tokenFile, 'utf8').trim().split(',')[0]?.split(':').pop() ?? '';
const CONNECTIONS = [1, 2, 4, 8, 16, 32];
const SECONDS = 12;
const PAGES = ['/', '/ru/Credit/1', '/en/about-bank'];

const inFlight = async () => {
  const text = await (await fetch(`${site}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  return Number(/^ssb_ssr_renders_in_flight (\S+)$/m.exec(text)?.[1] ?? NaN);
};

/** CPU seconds of a process and all its descendants (utime + stime from /proc). */
function cpuSeconds(pid: number): number {
  const children = (p: number): number[] => {
    try {
      const list = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      return list.flatMap((c) => [c, ...children(c)]);
    } catch {
      return [];
    }
  };
  let ticks = 0;
  for (const p of [pid, ...children(pid)]) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / 100;
}

async function main(): Promise<void> {
  const pid = pidArg ? Number(pidArg) : undefined;
  console.log('connections | req/s | p99 ms | in flight mean | in flight max | cores');
  for (const connections of CONNECTIONS) {
    const samples: number[] = [];
    const sampler = setInterval(() => void inFlight().then((v) => samples.push(v)), 200);
    const cpuBefore = pid ? cpuSeconds(pid) : 0;
    const started = Date.now();
    const result = await autocannon({
      url: site,
      connections,
      duration: SECONDS,
      requests: PAGES.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'br' } })),
    });
    clearInterval(sampler);
    const cores = pid ? (cpuSeconds(pid) - cpuBefore) / ((Date.now() - started) / 1000) : NaN;
    const mean = samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length);
    console.log(
      `${connections} | ${result.requests.average.toFixed(0)} | ${result.latency.p99} | ${mean.toFixed(1)} | ${Math.max(...samples)} | ${cores.toFixed(2)}` +
        (result.non2xx ? ` (${result.non2xx} not 2xx)` : ''),
    );
  }
}

void main();
