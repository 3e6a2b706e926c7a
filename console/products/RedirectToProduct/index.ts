export { RedirectToProductPage, RedirectToProductPending, RedirectToProductError } from './RedirectToProductPage';
export { decideProductLanding, type ProductLanding } from './landing';
