import { z } from 'zod';

export const geopoliticalZoneSchema = z.object({
  code: z.enum(['NC', 'NE', 'NW', 'SE', 'SS', 'SW']),
  name: z.string(),
});

/** One of the 36 states or the FCT, as `GET /locations/states/` lists them. */
export const stateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** Upper-case name that project filters use (`state=LAGOS,KANO`). */
  filter_name: z.string(),
  capital: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  zone: geopoliticalZoneSchema,
});
export type State = z.infer<typeof stateSchema>;
export const stateListSchema = z.array(stateSchema);

export const lgaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state_id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Lga = z.infer<typeof lgaSchema>;
export const lgaListSchema = z.array(lgaSchema);

/** State ids are the reference numbers 1..37, not UUIDs. */
export const stateIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'A state id is a whole number.' })
    .int('A state id is a whole number.')
    .min(1, 'A state id is a whole number from 1.'),
});
