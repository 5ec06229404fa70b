// autocannon ships no types: the part of its promise API that the benches use.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    overallRate?: number;
    ignoreCoordinatedOmission?: boolean;
    duration: number;
    headers: Record<string, string>;
    requests: { method: 'GET'; path: string }[];
  }
  interface Result {
    latency: { p50: number; p99: number; max: number; totalCount: number };
    requests: { average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
