import { z } from 'zod/mini';

/** GET /v2/aws/region/{code}/api (region-lookup client) and GET /v2/countries. */

export const regionApiResponseSchema = z.object({
  /** The regional API host; the main client's base switches to it. */
  url: z.url({ protocol: /^https?$/ }),
});
export type RegionApiResponse = z.infer<typeof regionApiResponseSchema>;

export const countrySchema = z.object({
  code: z.string().check(z.minLength(2)),
  name: z.string(),
  /** Only available countries are offered. */
  availability: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.array(countrySchema);
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;
