// The few autocannon types the benchmark uses (the package ships none).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests to send in all (instead of a duration). */
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Requests sent in turn on each connection; setupRequest may change each one (its path) before it goes. */
    requests?: { setupRequest?: (request: Request) => Request }[];
    /** Worker threads to send from (connections are divided among them). */
    workers?: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
