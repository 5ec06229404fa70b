import { z } from '@hono/zod-openapi';
import { POSTCODE_MESSAGE, POSTCODE_PATTERN } from '../lib/location';
import { int, listOf, trimmedText } from './common';

/** A state; `code` is three letters, e.g. SGR. */
export const StateSchema = z.object({ id: int, name: z.string(), code: z.string() }).openapi('State');
export const DistrictSchema = z.object({ id: int, name: z.string(), state_id: int }).openapi('District');

/** Location (spec 1 section 3). */
export const LocationSchema = z
  .object({ state: z.string(), district: z.string(), postcode: z.string(), country: z.string() })
  .openapi('Location');

/** A Malaysian postcode, five digits (spaces around it dropped). */
export const PostcodeSchema = z.string().trim().regex(POSTCODE_PATTERN, POSTCODE_MESSAGE);
const postcode = PostcodeSchema;

/** GET /location/states */
export const StatesResponseSchema = listOf(StateSchema);

/** GET /location/districts?state={name or code}[&grouped=true] */
export const DistrictsQuerySchema = z.object({
  state: trimmedText(100, 'Please choose a state'),
  grouped: z.enum(['true', 'false']).optional(),
});
export const DistrictsResponseSchema = listOf(DistrictSchema);

/** POST /location */
export const SetLocationRequestSchema = z.object({
  state: trimmedText(100, 'Please select a state'),
  district: trimmedText(100, 'Please select a district'),
  postcode: z.union([postcode, z.literal('')]).optional(),
});
export const SetLocationResponseSchema = z.object({ success: z.literal(true), data: LocationSchema });

/** POST /location/postcode-details */
export const PostcodeDetailsRequestSchema = z.object({ postcode });
export const PostcodeDetailsResponseSchema = z.object({
  success: z.literal(true),
  /** The state and district again at the top level, where spec 1 and 2 read them. */
  state: z.string(),
  district: z.string(),
  data: z.object({
    postcode: z.string(),
    state: z.string(),
    district: z.string(),
    /** The town its mail goes to (Petaling Jaya for 46200, in the Petaling district); the district where the town is not known. */
    city: z.string(),
  }),
});
