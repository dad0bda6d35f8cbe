/** App paths the shell itself redirects to (spec/product.md sections 2 and 4). */
export const APP_PATHS = {
  login: '/login',
  register: '/register',
  redirectAfter401: '/redirect',
  clientHome: '/client/timeline',
  providerHome: '/provider/offers',
  needComplete: '/need-complete',
  needPassword: '/need-password',
  projectComplete: '/project-complete',
  needSubscriptionPayment: '/need-subscription-payment',
  needToPay: '/need-to-pay',
  commissionPays: '/premium/comission-pays',
  premiumSubscription: '/premium/subscription',
  walletTransactions: '/premium/wallet-transactions',
  premiumProducts: '/premium/products',
  premiumProductsGlobal: '/premium/products-global',
  billing: '/premium/billing',
  clientBilling: '/client/premium/billing',
  providerRegister: '/provider/register',
} as const;

/** Pages a guest uses to get in; a 401 there is the expected answer, not a session that ended. */
export const GUEST_ONLY_PATHS = [
  '/login',
  '/giris',
  '/register',
  '/kayit-ol',
  '/forget-password',
  '/sifremi-unuttum',
];

export const RETURN_PATH_PARAM = 'returnUrl';

/** A project's messages page, for either side; `conversationId` opens one conversation. */
export function projectConnectionPath(
  side: 'client' | 'provider',
  offerKey: string,
  conversationId?: number,
) {
  return `/${side}/projects/${encodeURIComponent(offerKey)}/connection${conversationId ? `?m=${conversationId}` : ''}`;
}
