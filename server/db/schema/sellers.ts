import { boolean, char, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { districts, states } from './geography';

export const sellers = pgTable(
  'sellers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The company's SSM registration number and SST registration number, printed on quotations; blank when not on file. */
    registrationNo: text('registration_no').notNull().default(''),
    sstNumber: text('sst_number').notNull().default(''),
    city: text('city').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    /** Whole stars 0..5; the search filter matches it exactly. */
    rating: smallint('rating').notNull().default(0),
    totalReview: integer('total_review').notNull().default(0),
    active: char('active', { length: 1 }).notNull().default('Y'),
    hidden: boolean('hidden').notNull().default(false),
    defaultDeliveryTermFrom: smallint('default_delivery_term_from'),
    defaultDeliveryTermTo: smallint('default_delivery_term_to'),
    /** Whether SST is charged on this seller's shipping fee as well as on the goods. */
    taxOnShipping: boolean('tax_on_shipping').notNull().default(false),
  },
  (t) => [index('sellers_state_idx').on(t.stateId), index('sellers_company_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops'))],
);
