import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/serve';
import { TEST_KDF_LOG_N } from './support/context';

describe('startServer on a hostname', () => {
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      hostname: '127.0.0.1',
      dataDir: 'memory',
      demoData: true,
      seedProducts: 20,
      kdfLogN: TEST_KDF_LOG_N,
      answerCacheTtlMs: 0,
      quiet: true,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('listens on that address only, and names it in its URL', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const port = new URL(server.url).port;
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    // A machine with no other interface has nothing else to refuse.
    if (outside) await expect(fetch(`http://${outside.address}:${port}/api/health`)).rejects.toThrow();
  });
});
