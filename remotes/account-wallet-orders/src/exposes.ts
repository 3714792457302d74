/** What this remote exposes: the route modules of the ownership table (and its widgets). */
export const exposes: Record<string, string> = {
  './profile-page': './src/routes/profile-page.tsx',
  './settings-page': './src/routes/settings-page.tsx',
  './orders-page': './src/routes/orders-page.tsx',
  './order-page': './src/routes/order-page.tsx',
  './refunds-page': './src/routes/refunds-page.tsx',
  './wallet-page': './src/routes/wallet-page.tsx',
  './referrals-page': './src/routes/referrals-page.tsx',
  './saved-locations-page': './src/routes/saved-locations-page.tsx',
  './be-seller-page': './src/routes/be-seller-page.tsx',
  './deliver-page': './src/routes/deliver-page.tsx',
  './help-page': './src/routes/help-page.tsx',
  './address-editor': './src/features/addresses/ui/address-editor.tsx',
};
