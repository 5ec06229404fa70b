import type { buyers, users } from './db/schema';

export type UserRow = typeof users.$inferSelect;
/** A buyer company; in a punch-out session, with that session's id, whose cart it then shops in. */
export type BuyerRow = typeof buyers.$inferSelect & { punchoutSessionId?: number };

/** The signed-in user behind a valid bearer token. */
export interface Session {
  tokenId: number;
  user: UserRow;
  buyer: BuyerRow | null;
  /** Set when the session shops for a procurement system: its punch-out session and the system's name. */
  punchout?: { id: number; systemName: string } | null;
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
