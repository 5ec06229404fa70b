import { char, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Ids are the backend's (2307..2322), so they are assigned, not generated. */
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: char('code', { length: 3 }).notNull().unique(),
});

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('districts_state_name_key').on(t.stateId, t.name)],
);

/** Inclusive ranges of 5-digit postcodes, compared as integers. */
export const postcodeRanges = pgTable(
  'postcode_ranges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fromCode: integer('from_code').notNull(),
    toCode: integer('to_code').notNull(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    /** The town the range's mail goes to (Petaling Jaya, not the Petaling district); null where not known. */
    town: text('town'),
  },
  (t) => [index('postcode_ranges_from_idx').on(t.fromCode, t.toCode)],
);
