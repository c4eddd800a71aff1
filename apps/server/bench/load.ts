import autocannon from 'autocannon';

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
  requests: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  method?: 'GET' | 'PUT' | 'POST' | 'PATCH';
  /** One set of headers (and body) per connection, taken in turn: a session per simulated person. */
  perConnection?: { headers: Record<string, string>; body?: string }[];
  headers?: Record<string, string>;
  body?: string;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

/**
 * autocannon over real HTTP: every response's latency is kept, so p50, p95 and p99 are exact; throughput
 * over the run; errors (connection failures, timeouts) and non-2xx answers.
 */
export function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.duration,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        setupClient: options.perConnection
          ? (client) => {
              const setup = options.perConnection![next % options.perConnection!.length]!;
              next += 1;
              client.setHeaders(setup.headers);
              if (setup.body !== undefined) client.setBody(setup.body);
            }
          : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          p50: percentile(latencies, 0.5),
          p95: percentile(latencies, 0.95),
          p99: percentile(latencies, 0.99),
          requestsPerSecond: result.requests.total / result.duration,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          requests: result.requests.total,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}
