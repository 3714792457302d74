/** What this remote exposes: the route modules of the ownership table (and its widgets). */
export const exposes: Record<string, string> = {
  './cart-page': './src/routes/cart-page.tsx',
  './checkout-page': './src/routes/checkout-page.tsx',
  './group-page': './src/routes/group-page.tsx',
  './cart-button': './src/features/cart/ui/cart-button.tsx',
};
