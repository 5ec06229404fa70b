import type { Database } from '../db/client';
import { sellers, shippingRules } from '../db/schema';
import { DEMO_SELLER_ID } from './accounts';
import { insertInBatches } from './batch';
import { SELLER_NAME_PARTS } from './data/vocabulary';
import type { SeededDistrict } from './places';
import type { Random } from './random';
import type { ShippingRuleLike } from '../domain/shipping';

type ShippingRuleRow = typeof shippingRules.$inferInsert;

export interface SeededSeller {
  id: number;
  stateId: number;
  /** The seller-wide shipping rules, for the products' derived location keys. */
  rules: ShippingRuleLike[];
}

const SELANGOR = 2307;
const KUALA_LUMPUR = 2308;
const EAST_MALAYSIA = [2311, 2312, 2321];

export interface SellerSeedResult {
  sellers: SeededSeller[];
  /** Counter for shipping rule ids, continued by product-level rules. */
  nextRuleId: number;
}

/** Sellers across the states, most in the Klang Valley, with their seller-wide shipping rules. */
export async function seedSellers(db: Database, random: Random, count: number, places: SeededDistrict[]): Promise<SellerSeedResult> {
  const stateIds = [...new Set(places.map((place) => place.stateId))];
  const sellerRows: (typeof sellers.$inferInsert)[] = [];
  const seeded: SeededSeller[] = [];
  const rules: ShippingRuleRow[] = [];

  for (let id = 1; id <= count; id++) {
    const isDemo = id === DEMO_SELLER_ID;
    const stateId = isDemo
      ? SELANGOR
      : random.weighted([
          [SELANGOR, 4],
          [KUALA_LUMPUR, 3],
          [random.pick(stateIds), 5],
        ]);
    const inState = places.filter((place) => place.stateId === stateId);
    const district = isDemo ? (inState.find((place) => place.name === 'Petaling') ?? inState[0]) : random.pick(inState);
    const name = `${random.pick(SELLER_NAME_PARTS.first)} ${random.pick(SELLER_NAME_PARTS.second)} ${random.pick(SELLER_NAME_PARTS.suffix)}`;
    const termFrom = random.int(1, 5);
    // Sellers 7 and 9 are always inactive and hidden, so every seed has products that listings must leave out.
    const active = id === 7 ? false : isDemo || random.chance(0.97);
    const hidden = id === 9 || (!isDemo && random.chance(0.02));
    sellerRows.push({
      id,
      companyName: isDemo ? 'LaPasar Demo Supplies Sdn Bhd' : name,
      email: `sales${id}@seller.lapasar.test`,
      phone: `+603${String(70000000 + id).padStart(8, '0')}`,
      // SSM's 12-digit form (year of incorporation first) and an SST number as Customs issues them.
      registrationNo: `20${10 + (id % 12)}01${String(100000 + id * 37).padStart(6, '0')}`,
      sstNumber: `W10-1808-${String(32000000 + id)}`,
      city: district.name,
      stateId,
      districtId: district.id,
      rating: isDemo
        ? 5
        : random.weighted([
            [0, 1],
            [1, 1],
            [2, 2],
            [3, 4],
            [4, 6],
            [5, 3],
          ]),
      totalReview: random.int(0, 1500),
      active: active ? 'Y' : 'N',
      hidden,
      defaultDeliveryTermFrom: termFrom,
      defaultDeliveryTermTo: termFrom + random.int(0, 7),
    });
    const sellerRules = sellerShippingRules(random, id, stateId, places);
    seeded.push({ id, stateId, rules: sellerRules.map(toRuleLike) });
    rules.push(...sellerRules);
  }

  await insertInBatches(db, sellers, sellerRows);
  const ruleRows = rules.map((rule, index) => ({ ...rule, id: index + 1 }));
  await insertInBatches(db, shippingRules, ruleRows);
  return { sellers: seeded, nextRuleId: ruleRows.length + 1 };
}

function sellerShippingRules(random: Random, sellerId: number, homeStateId: number, places: SeededDistrict[]): ShippingRuleRow[] {
  const minCharge = random.int(5, 15) * 100;
  const rules: ShippingRuleRow[] = [
    random.weighted<ShippingRuleRow>([
      [{ sellerId, mode: 'charged', minCharge, maxCharge: minCharge + random.int(5, 40) * 100 }, 5],
      [{ sellerId, mode: 'free' }, 2],
      [{ sellerId, mode: 'conditional', minCharge, maxCharge: minCharge * 2, applicableCharge: random.int(10, 50) * 1000 }, 3],
    ]),
    { sellerId, stateId: homeStateId, mode: 'free' },
  ];
  for (const stateId of EAST_MALAYSIA) {
    if (stateId === homeStateId) continue;
    rules.push(
      random.chance(0.4)
        ? { sellerId, stateId, mode: 'not_shipped' }
        : { sellerId, stateId, mode: 'charged', minCharge: minCharge * 3, maxCharge: minCharge * 6 },
    );
  }
  if (random.chance(0.25)) {
    const place = random.pick(places.filter((candidate) => candidate.stateId !== homeStateId));
    rules.push({ sellerId, stateId: place.stateId, districtId: place.id, mode: random.pick(['not_shipped', 'free'] as const) });
  }
  return rules;
}

export function toRuleLike(rule: ShippingRuleRow): ShippingRuleLike {
  return {
    productId: rule.productId ?? null,
    stateId: rule.stateId ?? null,
    districtId: rule.districtId ?? null,
    mode: rule.mode,
    minCharge: rule.minCharge ?? 0,
    maxCharge: rule.maxCharge ?? 0,
    applicableCharge: rule.applicableCharge ?? 0,
  };
}
