/** The account pages the user menu links to (labels are keys of the host catalogue). */
export const ACCOUNT_LINKS = [
  ['/profile', 'menu.profile'],
  ['/orders', 'menu.orders'],
  ['/wallet', 'menu.wallet'],
  ['/liked', 'menu.liked'],
  ['/saved-locations', 'menu.addresses'],
  ['/reservations', 'menu.reservations'],
  ['/notifications', 'menu.notifications'],
  ['/referrals', 'menu.referrals'],
  ['/order-refunds', 'menu.refunds'],
  ['/settings', 'menu.settings'],
] as const;
