import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Where a screen lives: signed-out pages, inside the authenticated shell, or neither. */
export type ScreenArea = 'auth' | 'console' | 'standalone';

/** `built`: the page is done; `not-built`: the route exists but its page is not (none today, since issue 10). */
export type ScreenStatus = 'built' | 'not-built';

export interface Screen {
  /** The route path as TanStack Router spells it (`{locale}` is `$locale`). */
  path: string;
  /**
   * The screen's name, which the document title starts with. Its message id is `title:` and the path: the console
   * finds a page's title by its route's path in the loaded catalog (console/app/documentTitle.ts), without this list.
   */
  title: MessageDescriptor;
  area: ScreenArea;
  status: ScreenStatus;
  /** The open issue that builds the page (for a placeholder), so a reviewer knows where it comes from. */
  issue?: number;
  /** The Storybook title of the screen's main story (a unit test checks it exists). */
  storyTitle: string;
  /** The export name of that story. */
  storyExport: string;
}

/**
 * Every route of spec section 2, with its title and build status. The document titles (through the titles' message
 * ids), the Storybook "Screens" page and the README's screen table all read this one list.
 */
export const screens = {
  signIn: { path: '/$locale/signin', title: msg({ id: 'title:/$locale/signin', message: 'Sign in' }), area: 'auth', status: 'built', storyTitle: 'Pages/SignIn', storyExport: 'Default' },
  findPassword: { path: '/$locale/signin/find-password', title: msg({ id: 'title:/$locale/signin/find-password', message: 'Find password' }), area: 'auth', status: 'built', storyTitle: 'Pages/FindPassword', storyExport: 'Default' },
  updatePassword: { path: '/$locale/signin/update-password', title: msg({ id: 'title:/$locale/signin/update-password', message: 'Change your password' }), area: 'auth', status: 'built', storyTitle: 'Pages/UpdatePassword', storyExport: 'Default' },
  twoFactor: { path: '/$locale/signin/2fa', title: msg({ id: 'title:/$locale/signin/2fa', message: 'Two-step verification' }), area: 'auth', status: 'built', storyTitle: 'Pages/TwoFactor', storyExport: 'Default' },
  resetPassword: { path: '/$locale/signin/reset-pw', title: msg({ id: 'title:/$locale/signin/reset-pw', message: 'Reset your password' }), area: 'auth', status: 'built', storyTitle: 'Pages/ResetPassword', storyExport: 'Default' },
  signUp: { path: '/$locale/signup', title: msg({ id: 'title:/$locale/signup', message: 'Terms of service' }), area: 'auth', status: 'built', storyTitle: 'Pages/SignUp', storyExport: 'Terms' },
  signUpEmail: { path: '/$locale/signup/setting-email', title: msg({ id: 'title:/$locale/signup/setting-email', message: 'Enter your e-mail' }), area: 'auth', status: 'built', storyTitle: 'Pages/SignUp', storyExport: 'Email' },
  signUpRegion: { path: '/$locale/signup/setting-region', title: msg({ id: 'title:/$locale/signup/setting-region', message: 'Choose a region' }), area: 'auth', status: 'built', storyTitle: 'Pages/SignUp', storyExport: 'Region' },
  signUpPassword: { path: '/$locale/signup/setting-password', title: msg({ id: 'title:/$locale/signup/setting-password', message: 'Set a password' }), area: 'auth', status: 'built', storyTitle: 'Pages/SignUp', storyExport: 'Password' },
  invitation: { path: '/$locale/signup/invitation', title: msg({ id: 'title:/$locale/signup/invitation', message: 'Accept an invitation' }), area: 'auth', status: 'built', storyTitle: 'Pages/Invitation', storyExport: 'Default' },
  authMailInvalidReset: { path: '/$locale/auth-mail/invalid-reset', title: msg({ id: 'title:/$locale/auth-mail/invalid-reset', message: 'This reset link is no longer valid' }), area: 'auth', status: 'built', storyTitle: 'Pages/AuthMail', storyExport: 'InvalidReset' },
  authMailInvalidEmail: { path: '/$locale/auth-mail/invalid-email', title: msg({ id: 'title:/$locale/auth-mail/invalid-email', message: 'This verification link is no longer valid' }), area: 'auth', status: 'built', storyTitle: 'Pages/AuthMail', storyExport: 'InvalidEmail' },
  authMailSent: { path: '/$locale/auth-mail/send-success', title: msg({ id: 'title:/$locale/auth-mail/send-success', message: 'Check your inbox' }), area: 'auth', status: 'built', storyTitle: 'Pages/AuthMail', storyExport: 'SignUpMailSent' },
  redirectToProduct: { path: '/$locale/console/redirect-to-product/$productCode', title: msg({ id: 'title:/$locale/console/redirect-to-product/$productCode', message: 'Opening the product' }), area: 'console', status: 'built', storyTitle: 'Pages/RedirectToProduct', storyExport: 'RunningGoesToDashboard' },
  dashboard: { path: '/$locale/console/dashboard', title: msg({ id: 'title:/$locale/console/dashboard', message: 'Dashboard' }), area: 'console', status: 'built', storyTitle: 'Pages/Dashboard', storyExport: 'Default' },
  account: { path: '/$locale/console/account', title: msg({ id: 'title:/$locale/console/account', message: 'Account information' }), area: 'console', status: 'built', storyTitle: 'Pages/AccountInfo', storyExport: 'Default' },
  contracts: { path: '/$locale/console/account/contract', title: msg({ id: 'title:/$locale/console/account/contract', message: 'Contracts' }), area: 'console', status: 'built', storyTitle: 'Pages/Contracts', storyExport: 'Default' },
  contract: { path: '/$locale/console/account/contract/$id', title: msg({ id: 'title:/$locale/console/account/contract/$id', message: 'Contract details' }), area: 'console', status: 'built', storyTitle: 'Pages/ContractDetail', storyExport: 'Default' },
  security: { path: '/$locale/console/account/security', title: msg({ id: 'title:/$locale/console/account/security', message: 'Security' }), area: 'console', status: 'built', storyTitle: 'Pages/Security', storyExport: 'Default' },
  activityLog: { path: '/$locale/console/account/log', title: msg({ id: 'title:/$locale/console/account/log', message: 'Activity log' }), area: 'console', status: 'built', storyTitle: 'Pages/ActivityLog', storyExport: 'Default' },
  terms: { path: '/$locale/console/account/terms', title: msg({ id: 'title:/$locale/console/account/terms', message: 'Terms agreement' }), area: 'console', status: 'built', storyTitle: 'Pages/AccountTerms', storyExport: 'Default' },
  members: { path: '/$locale/console/member', title: msg({ id: 'title:/$locale/console/member', message: 'Member management' }), area: 'console', status: 'built', storyTitle: 'Pages/Members', storyExport: 'Default' },
  member: { path: '/$locale/console/member/$memberEmail', title: msg({ id: 'title:/$locale/console/member/$memberEmail', message: 'Member details' }), area: 'console', status: 'built', storyTitle: 'Pages/MemberDetail', storyExport: 'Default' },
  planSubscribe: { path: '/$locale/console/plan/subscribe/$productCode', title: msg({ id: 'title:/$locale/console/plan/subscribe/$productCode', message: 'Subscription' }), area: 'console', status: 'built', storyTitle: 'Pages/PlanSubscribe', storyExport: 'Default' },
  planConfirm: { path: '/$locale/console/plan/subscribe/$productCode/confirm/$planCode', title: msg({ id: 'title:/$locale/console/plan/subscribe/$productCode/confirm/$planCode', message: 'Confirm plan change' }), area: 'console', status: 'built', storyTitle: 'Pages/PlanConfirm', storyExport: 'Default' },
  planCancel: { path: '/$locale/console/plan/subscribe/$productCode/cancel/$subscriptionId', title: msg({ id: 'title:/$locale/console/plan/subscribe/$productCode/cancel/$subscriptionId', message: 'Cancel subscription' }), area: 'console', status: 'built', storyTitle: 'Pages/PlanCancel', storyExport: 'Default' },
  payments: { path: '/$locale/console/payment', title: msg({ id: 'title:/$locale/console/payment', message: 'Payment management' }), area: 'console', status: 'built', storyTitle: 'Pages/Payments', storyExport: 'Default' },
  paymentMethods: { path: '/$locale/console/payment/method', title: msg({ id: 'title:/$locale/console/payment/method', message: 'Payment methods' }), area: 'console', status: 'built', storyTitle: 'Pages/PaymentMethods', storyExport: 'Default' },
  addPaymentMethod: { path: '/$locale/console/setting/payment-method', title: msg({ id: 'title:/$locale/console/setting/payment-method', message: 'Add a payment method' }), area: 'console', status: 'built', storyTitle: 'Pages/AddPaymentMethod', storyExport: 'Default' },
  modifyPaymentMethod: { path: '/$locale/console/modify/payment-method/$paymentId', title: msg({ id: 'title:/$locale/console/modify/payment-method/$paymentId', message: 'Change payment method' }), area: 'console', status: 'built', storyTitle: 'Pages/ModifyPaymentMethod', storyExport: 'Default' },
  productDashboard: { path: '/$locale/console/product/$productCode/dashboard', title: msg({ id: 'title:/$locale/console/product/$productCode/dashboard', message: 'Product dashboard' }), area: 'console', status: 'built', storyTitle: 'Pages/ProductDashboard', storyExport: 'Default' },
  netfunnelSelect: { path: '/$locale/console/product/netfunnel/subscription/select', title: msg({ id: 'title:/$locale/console/product/netfunnel/subscription/select', message: 'Choose a NetFUNNEL plan' }), area: 'console', status: 'built', storyTitle: 'Pages/NetfunnelSubscription', storyExport: 'Default' },
  netfunnelDetail: { path: '/$locale/console/product/netfunnel/subscription/detail', title: msg({ id: 'title:/$locale/console/product/netfunnel/subscription/detail', message: 'NetFUNNEL subscription details' }), area: 'console', status: 'built', storyTitle: 'Pages/NetfunnelSubscriptionDetail', storyExport: 'Default' },
  contactUs: { path: '/$locale/console/contact-us', title: msg({ id: 'title:/$locale/console/contact-us', message: 'Contact us' }), area: 'console', status: 'built', storyTitle: 'Pages/Contact', storyExport: 'ContactUs' },
  freeTrialRequest: { path: '/$locale/console/contact/free-trial/netfunnel', title: msg({ id: 'title:/$locale/console/contact/free-trial/netfunnel', message: 'Request a free trial' }), area: 'console', status: 'built', storyTitle: 'Pages/Contact', storyExport: 'FreeTrialRequest' },
  pricingRequest: { path: '/$locale/console/contact/pricing', title: msg({ id: 'title:/$locale/console/contact/pricing', message: 'Request pricing' }), area: 'console', status: 'built', storyTitle: 'Pages/Contact', storyExport: 'PricingRequest' },
  contactSuccess: { path: '/$locale/console/contact/success', title: msg({ id: 'title:/$locale/console/contact/success', message: 'Inquiry received' }), area: 'console', status: 'built', storyTitle: 'Pages/Contact', storyExport: 'ContactSuccess' },
  receptionSuccess: { path: '/$locale/console/contact/reception-success/$receptionType', title: msg({ id: 'title:/$locale/console/contact/reception-success/$receptionType', message: 'Request received' }), area: 'console', status: 'built', storyTitle: 'Pages/Contact', storyExport: 'ReceptionSuccess' },
  maintenance: { path: '/$locale/maintenance', title: msg({ id: 'title:/$locale/maintenance', message: 'Under maintenance' }), area: 'standalone', status: 'built', storyTitle: 'Pages/Maintenance', storyExport: 'Default' },
  oauthCallback: { path: '/oauth/callback', title: msg({ id: 'title:/oauth/callback', message: 'Signing you in' }), area: 'standalone', status: 'built', storyTitle: 'Pages/OAuthCallback', storyExport: 'SignedIn' },
  notFound: { path: '*', title: msg({ id: 'title:*', message: 'Page not found' }), area: 'standalone', status: 'built', storyTitle: 'Pages/NotFound', storyExport: 'Default' },
} as const satisfies Record<string, Screen>;

export type ScreenKey = keyof typeof screens;
