import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/client';
import { budgets, itemCodeBudgets } from '../../server/db/schema';
import { startServer } from '../../server/serve';
import { TEST_KDF_LOG_N } from './support/context';

/** The demo company of buyer@lapasar.test (server/seed/workflow.ts). */
const DEMO_BUYER_ID = 1;

describe('demo budgets after the year turns', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts the server on the kept database with demo data on and the clock at `now`, then stops it. */
  async function startAt(now: Date): Promise<void> {
    const server = await startServer({ port: 0, dataDir, demoData: true, seedProducts: 20, kdfLogN: TEST_KDF_LOG_N, quiet: true, now });
    await server.close();
  }

  /** The demo company's budgets and the item code budgets, by period: limit and what is committed and pending. */
  async function stored() {
    const handle = await createDatabase({ dataDir });
    try {
      const rows = await handle.db.select().from(budgets).where(eq(budgets.buyerId, DEMO_BUYER_ID)).orderBy(asc(budgets.id));
      const items = await handle.db.select().from(itemCodeBudgets).orderBy(asc(itemCodeBudgets.id));
      const byPeriod = <T extends { periodStart: string }>(list: T[], period: string) => list.filter((row) => row.periodStart === period);
      return {
        budgets: (period: string) =>
          byPeriod(rows, period).map((row) => [row.locationId, row.projectId, row.budgetLimit, row.committed, row.pending]),
        items: (period: string) =>
          byPeriod(items, period).map((row) => [row.itemCodeId, row.projectId, row.totalBudget, row.committed, row.pending]),
      };
    } finally {
      await handle.close();
    }
  }

  it('seeds them for the financial year of its clock, and a start in a later year carries them into that year', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lapasar-demo-budgets-'));
    await startAt(new Date('2031-06-15T04:00:00Z'));
    const seeded = await stored();
    expect(seeded.budgets('2031-01-01')).toHaveLength(3);
    expect(seeded.items('2031-01-01')).toHaveLength(6);

    await startAt(new Date('2033-02-01T04:00:00Z'));
    const later = await stored();
    // The same limits and committed amounts in the year of the start; the earlier year's stay as they were.
    expect(later.budgets('2033-01-01')).toEqual(seeded.budgets('2031-01-01'));
    expect(later.items('2033-01-01')).toEqual(seeded.items('2031-01-01'));
    expect(later.budgets('2031-01-01')).toEqual(seeded.budgets('2031-01-01'));
    expect(later.budgets('2032-01-01')).toEqual([]);

    // Started again in the same year, nothing more is added.
    await startAt(new Date('2033-11-30T04:00:00Z'));
    expect((await stored()).budgets('2033-01-01')).toEqual(seeded.budgets('2031-01-01'));
  });
});
