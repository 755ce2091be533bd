// Loaded into the service by `npm run bench:service` (node --import): how late the service's event
// loop ran while the bench measured it warm. A delay here is the service's own stall (a synchronous
// call, a pause of the garbage collector) or the machine's (another process on the cores); a
// latency without such a delay was spent outside the service. SIGUSR2 starts the warm count; the
// figures are printed on one line at exit.
import { monitorEventLoopDelay } from 'node:perf_hooks';

let histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
process.on('SIGUSR2', () => {
  histogram.disable();
  histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
});
process.on('exit', () => {
  const ms = (/** @type {number} */ ns) => Math.round(ns / 1e4) / 100;
  process.stdout.write(`bench-probe ${JSON.stringify({ p99: ms(histogram.percentile(99)), max: ms(histogram.max) })}\n`);
});
