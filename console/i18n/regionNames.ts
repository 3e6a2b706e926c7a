import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RegionCode } from '@contract/schemas/common';

/** People read region names, not codes (issue 9: the dashboard showed `ap-northeast-1`). */
export const regionNames: Record<RegionCode, MessageDescriptor> = {
  'ap-northeast-1': msg`Asia Pacific (Tokyo)`,
  'us-east-1': msg`US East (N. Virginia)`,
};
