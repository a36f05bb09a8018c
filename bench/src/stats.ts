// Small, dependency-free statistics over millisecond samples.

const sorted = (samples: readonly number[]) => {
  if (samples.length === 0) throw new Error('No samples to summarise');
  return [...samples].sort((a, b) => a - b);
};

export function median(samples: readonly number[]): number {
  const s = sorted(samples);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

// Nearest-rank percentile: always one of the observed samples, never an interpolation, so
// with few samples p99 is honestly the slowest run rather than a made-up value between two.
export function percentile(samples: readonly number[], p: number): number {
  const s = sorted(samples);
  const rank = Math.ceil((p / 100) * s.length);
  return s[Math.min(s.length, Math.max(1, rank)) - 1];
}

export const p99 = (samples: readonly number[]) => percentile(samples, 99);

export const min = (samples: readonly number[]) => sorted(samples)[0];

export const max = (samples: readonly number[]) => sorted(samples)[samples.length - 1];

export function mean(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('No samples to summarise');
  return samples.reduce((sum, x) => sum + x, 0) / samples.length;
}

// One decimal is below the noise of every figure measured here.
export const round1 = (x: number) => Math.round(x * 10) / 10;
