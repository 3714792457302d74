/** What this remote exposes: the route modules of the ownership table (and its widgets). */
export const exposes: Record<string, string> = {
  './parcels-page': './src/routes/parcels-page.tsx',
  './parcel-page': './src/routes/parcel-page.tsx',
  './parcel-checkout-page': './src/routes/parcel-checkout-page.tsx',
  './recipes-page': './src/routes/recipes-page.tsx',
  './recipe-page': './src/routes/recipe-page.tsx',
};
