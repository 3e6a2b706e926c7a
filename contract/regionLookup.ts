/** The region lookup's path (spec section 7), shared by the endpoint table and the start-up code that sends it early. */
export const regionLookupPattern = '/v2/aws/region/:code/api';

export function regionLookupPath(code: string): string {
  return regionLookupPattern.replace(':code', encodeURIComponent(code));
}
