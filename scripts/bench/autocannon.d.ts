/** The part of autocannon's programmatic API the benchmarks use. */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      body?: string;
      requests?: { method?: string; path?: string; headers?: Record<string, string>; setupRequest?: (request: Request) => Request }[];
    }
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Result {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number; average: number };
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
