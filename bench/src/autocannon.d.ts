// autocannon ships no types and there is no @types package for v8; this declares only the
// programmatic API and result fields the benchmark reads (see autocannon's README).
declare module 'autocannon' {
  namespace autocannon {
    type Options = {
      url: string;
      connections?: number;
      // Seconds.
      duration?: number;
      pipelining?: number;
      // Seconds before a request counts as a timeout.
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
    };

    type Histogram = {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    };

    type Result = {
      url: string;
      connections: number;
      duration: number;
      // Latency in milliseconds.
      latency: Histogram;
      // Requests per second, sampled each second; total is the count of completed requests.
      requests: Histogram & { sent: number };
      // Bytes per second.
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
    };
  }

  // The returned object is an EventEmitter that is also a thenable; only await is used here.
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
