/** Cache and retry policies of spec sections 7 and 9. */
export const HOUR = 60 * 60 * 1000;

/** Profile, region info and country list are cached 1 hour. */
export const ONE_HOUR_CACHE = { staleTime: HOUR, gcTime: HOUR } as const;

/** The profile is retried up to 3 times, then the user goes to "/". */
export const PROFILE_RETRIES = 3;

/** Default page size (member, payment and contract lists; activity log). */
export const PAGE_SIZE = 10;
