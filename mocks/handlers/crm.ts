/** The CRM client: contact inquiry (multipart, attachments checked), free-trial and pricing requests. */
import * as s from '@contract/schemas';
import type { World } from '../world/db';
import { checkInquiry } from '../world/rules/attachments';
import { E, err, MESSAGES, RuleError } from '../world/rules/errors';
import type { AttachmentRec } from '../world/types';
import { caller, operation, readJson, type GetWorld, type OperationHandler } from './kit';

function reception(world: World) {
  return { receptionId: world.nextId('rcp'), receivedAt: world.clock.nowIso() };
}

const CHOICES = ['productCode', 'country', 'entryPath'];

function salesRequest(kind: 'FREE_TRIAL' | 'PRICING') {
  return async ({ request, world }: { request: Request; world: World }) => {
    const raw = await readJson(request);
    // The spec's two wordings: a choice left empty is 'Value required.', a typed field 'This field is required.'.
    for (const field of ['productCode', 'name', 'companyEmail', 'country', 'contact', 'entryPath']) {
      if (typeof raw[field] !== 'string' || !(raw[field] as string).trim()) {
        return err(400, E.FIELD_REQUIRED, CHOICES.includes(field) ? MESSAGES.valueRequired : MESSAGES.fieldRequired, { field });
      }
    }
    if (raw.terms !== true || raw.privacy !== true || raw.cookie !== true) return err(400, E.TERMS_REQUIRED, MESSAGES.termsRequired);
    const parsed = s.pricingRequestSchema.safeParse(raw);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? '';
      if (field === 'companyEmail') return err(400, E.EMAIL_INVALID, MESSAGES.emailInvalid, { field });
      return err(400, E.FIELD_REQUIRED, CHOICES.includes(field) ? MESSAGES.valueRequired : MESSAGES.fieldRequired, { field });
    }
    const b = parsed.data;
    world.data.salesRequests.push({
      id: world.nextId('req'),
      kind,
      productCode: b.productCode,
      name: b.name,
      email: b.companyEmail,
      company: b.companyEmail.split('@')[1] ?? '',
      country: b.country,
      contact: b.contact,
      entryPath: b.entryPath,
      createdAt: world.clock.nowIso(),
    });
    return reception(world);
  };
}

export function createCrmHandlers(getWorld?: GetWorld): Record<'crm', OperationHandler[]> {
  const crm = [
    operation('crm.inquiry', async ({ request, world }) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return err(400, E.FIELD_REQUIRED, MESSAGES.titleRequired, { field: 'title' });
      }
      const title = String(form.get('title') ?? '');
      const content = String(form.get('content') ?? '');
      const files: AttachmentRec[] = form
        .getAll('files')
        .filter((f): f is File => typeof f !== 'string')
        .map((f) => ({ name: f.name, size: f.size, type: f.type }));
      const problem = checkInquiry(title, content, files);
      if (problem) return problem;
      const c = caller(world, request);
      world.data.inquiries.push({
        id: world.nextId('inq'),
        organizationId: c instanceof RuleError ? '' : (c.organization?.id ?? ''),
        title,
        content,
        attachments: files,
        createdAt: world.clock.nowIso(),
      });
      return reception(world);
    }, getWorld),
    operation('crm.freeTrial', salesRequest('FREE_TRIAL'), getWorld),
    operation('crm.pricing', salesRequest('PRICING'), getWorld),
  ];
  return { crm };
}
