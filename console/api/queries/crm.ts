import { toInquiryFormData } from '../inquiryFormData';
import type * as s from '@contract/schemas';
import type { QueryContext } from './context';
import { apiMutation } from './mutation';

/** The CRM client's three requests (the reception id feeds the reception-success page). */

export function contactInquiryMutationOptions(ctx: QueryContext) {
  return apiMutation<s.ContactInquiryRequest, s.ReceptionResponse>(ctx, {
    mutationKey: ['crm', 'inquiry'],
    mutationFn: (fields) => ctx.api.send((e) => e.crm.inquiry, { formData: toInquiryFormData(fields) }),
  });
}

export function freeTrialRequestMutationOptions(ctx: QueryContext) {
  return apiMutation<s.FreeTrialRequest, s.ReceptionResponse>(ctx, {
    mutationKey: ['crm', 'free-trial'],
    mutationFn: (body) => ctx.api.send((e) => e.crm.freeTrial, { json: body }),
  });
}

export function pricingRequestMutationOptions(ctx: QueryContext) {
  return apiMutation<s.PricingRequest, s.ReceptionResponse>(ctx, {
    mutationKey: ['crm', 'pricing'],
    mutationFn: (body) => ctx.api.send((e) => e.crm.pricing, { json: body }),
  });
}
