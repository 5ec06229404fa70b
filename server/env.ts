import type { buyers, users } from './db/schema';

export type UserRow = typeof users.$inferSelect;
export type BuyerRow = typeof buyers.$inferSelect;

/** The signed-in user behind a valid bearer token. */
export interface Session {
  tokenId: number;
  user: UserRow;
  buyer: BuyerRow | null;
}

/** The buyer's chosen delivery location, from X-State / X-District or the state / district query. */
export interface RequestLocation {
  state?: string;
  district?: string;
}

export interface AppEnv {
  Variables: {
    session?: Session;
    location: RequestLocation;
  };
}
