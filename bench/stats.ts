/** Small helpers shared by the benchmark scripts: they print figures and never assert timings. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export async function measure(label: string, iterations: number, run: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, iterations); i++) await run();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const row = {
    label,
    n: iterations,
    p50ms: Number(percentile(times, 50).toFixed(2)),
    p95ms: Number(percentile(times, 95).toFixed(2)),
    perSecond: Math.round((iterations / total) * 1000),
  };
  console.log(
    `${row.label.padEnd(34)} n=${row.n}  p50 ${row.p50ms} ms  p95 ${row.p95ms} ms  ${row.perSecond} req/s`,
  );
  return row;
}
