import { describe, expect, it } from 'vitest';
import { regionLookupPath } from './regionLookup';

describe('region lookup path', () => {
  it("builds the region lookup's path as the endpoint table does, the code escaped", () => {
    expect(regionLookupPath('us-east-1')).toBe('/v2/aws/region/us-east-1/api');
    expect(regionLookupPath('a/b')).toBe('/v2/aws/region/a%2Fb/api');
  });
});
