import { queryOptions } from '@tanstack/react-query';
import type { CountriesResponse } from '@contract/schemas';
import type { QueryContext } from './context';
import { queryKeys } from './keys';
import { ONE_HOUR_CACHE } from './policies';

/**
 * GET /v2/aws/region/{code}/api on the region client: cached 1 h, only with a region code in
 * session storage. On success the main client switches to the regional host.
 */
export function regionApiQueryOptions(ctx: QueryContext) {
  const code = ctx.session.regionCode();
  return queryOptions({
    queryKey: queryKeys.region(code),
    queryFn: async ({ signal }) => {
      if (code === null) throw new Error('No region code in session storage');
      const data = await ctx.api.send((e) => e.region.api(code), { signal });
      ctx.api.setRegionalBaseUrl(data.url);
      return data;
    },
    ...ONE_HOUR_CACHE,
    enabled: code !== null,
  });
}

/** Only available countries are offered. */
export const selectAvailableCountries = (countries: CountriesResponse) =>
  countries.filter((country) => country.availability);

/** GET /v2/countries (header lang): cached 1 h. */
export function countriesQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.countries(ctx.language()),
    queryFn: ({ signal }) => ctx.api.send((e) => e.countries.list, { signal }),
    ...ONE_HOUR_CACHE,
    select: selectAvailableCountries,
  });
}
