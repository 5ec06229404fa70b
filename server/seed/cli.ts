import { parseArgs } from 'node:util';
import { createDatabase } from '../db/client';
import { DEFAULT_SEED_PRODUCTS, isSeeded, resetDatabase, seedDatabase } from './index';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEFAULT_SEED_PRODUCTS) },
    seed: { type: 'string', default: '2026' },
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? './data/pglite' },
    /** Drop the seeded data and seed again: the demo state as on first start. */
    reset: { type: 'boolean', default: false },
  },
});

const products = Number(values.products);
if (!Number.isInteger(products) || products < 0) {
  console.error(`--products must be a whole number, got '${values.products}'`);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL;
// Seeding a million products runs statements far longer than a request's timeout.
const handle = await createDatabase({ databaseUrl, dataDir: values['data-dir'], statementTimeoutMs: 0 });
const target = databaseUrl ? 'PostgreSQL' : values['data-dir'];
const options = { products, seed: Number(values.seed) };
try {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (values.reset) {
    await resetDatabase(handle, options);
    console.log(`Reset ${target} and seeded ${products} products in ${seconds()} s.`);
  } else {
    await handle.migrate();
    if (await isSeeded(handle.db)) {
      console.error(
        'The database already holds demo data: run `npm run seed -- --reset` to restore it, or point --data-dir or DATABASE_URL at an empty one.',
      );
      process.exitCode = 1;
    } else {
      await seedDatabase(handle.db, options);
      console.log(`Seeded ${products} products into ${target} in ${seconds()} s.`);
    }
  }
} finally {
  await handle.close();
}
