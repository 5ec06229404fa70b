import { parseArgs } from 'node:util';
import { createDatabase } from '../db/client';
import { DEFAULT_SEED_PRODUCTS, isSeeded, seedDatabase } from './index';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEFAULT_SEED_PRODUCTS) },
    seed: { type: 'string', default: '2026' },
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? './data/pglite' },
  },
});

const products = Number(values.products);
if (!Number.isInteger(products) || products < 0) {
  console.error(`--products must be a whole number, got '${values.products}'`);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL;
const handle = await createDatabase({ databaseUrl, dataDir: values['data-dir'] });
try {
  await handle.migrate();
  if (await isSeeded(handle.db)) {
    console.error('The database already holds demo data; point --data-dir or DATABASE_URL at an empty one.');
    process.exitCode = 1;
  } else {
    const started = performance.now();
    await seedDatabase(handle.db, { products, seed: Number(values.seed) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${products} products into ${databaseUrl ? 'PostgreSQL' : values['data-dir']} in ${seconds} s.`);
  }
} finally {
  await handle.close();
}
