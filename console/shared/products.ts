import type { ProductCode } from '@contract/schemas/common';

export interface ConsoleProduct {
  productCode: ProductCode;
  /** Brand name, the same in every language. */
  name: string;
  /** The short tag the side menu shows after the name (spec section 1: MBUSTER on the bot manager). */
  badge?: string;
  /** Wave is listed but cannot be opened (spec section 1). */
  isAvailable: boolean;
}

/** The products of the side menu, in the spec's order. */
export const consoleProducts: readonly ConsoleProduct[] = [
  { productCode: 'netfunnel', name: 'NetFUNNEL', isAvailable: true },
  { productCode: 'botmanager', name: 'Bot Manager', badge: 'MBUSTER', isAvailable: true },
  { productCode: 'mbuster', name: 'mBuster', isAvailable: true },
  { productCode: 'wave', name: 'WAVE', isAvailable: false },
];

export function productByCode(productCode: string): ConsoleProduct | undefined {
  return consoleProducts.find((product) => product.productCode === productCode);
}
