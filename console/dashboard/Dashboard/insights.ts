import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProductCode } from '@contract/schemas';
import '../catalog';

export interface Insight {
  id: string;
  /** The product it is about (its brand name shows on the card). */
  productCode: ProductCode;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  /**
   * Where it is published. The spec names the cards, not their content or host: a contract gap, decided like
   * the legal documents' links (console/shell/footerLinks.ts), on the public site.
   */
  url: string;
}

const site = 'https://www.example.com';

/** The blog cards of the dashboard (spec section 2). */
export const blogPosts: readonly Insight[] = [
  {
    id: 'ticket-sale-peaks',
    productCode: 'netfunnel',
    title: msg`Getting through ticket-sale peaks without an outage`,
    summary: msg`How a virtual waiting room keeps the site up when demand arrives all at once.`,
    url: `${site}/blog/ticket-sale-peaks`,
  },
  {
    id: 'credential-stuffing',
    productCode: 'botmanager',
    title: msg`Spotting credential stuffing early`,
    summary: msg`The signals that tell automated sign-in attempts from real customers.`,
    url: `${site}/blog/credential-stuffing`,
  },
  {
    id: 'app-abuse',
    productCode: 'mbuster',
    title: msg`Keeping macro bots out of your mobile app`,
    summary: msg`Why app traffic needs its own bot detection, and where to start.`,
    url: `${site}/blog/app-abuse`,
  },
];

/** The use-case cards of the dashboard (spec section 2). */
export const useCases: readonly Insight[] = [
  {
    id: 'retail-launch',
    productCode: 'netfunnel',
    title: msg`Product launches in online retail`,
    summary: msg`Queue visitors fairly during limited drops and keep checkout fast.`,
    url: `${site}/use-cases/retail-launch`,
  },
  {
    id: 'public-registration',
    productCode: 'netfunnel',
    title: msg`Public registration windows`,
    summary: msg`Course sign-ups and public services that open at a set time.`,
    url: `${site}/use-cases/public-registration`,
  },
  {
    id: 'scalping',
    productCode: 'botmanager',
    title: msg`Stopping scalper bots`,
    summary: msg`Keep limited stock for people, not for resale scripts.`,
    url: `${site}/use-cases/scalping`,
  },
];
