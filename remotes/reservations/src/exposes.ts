/** What this remote exposes: the route modules of the ownership table (and its widgets). */
export const exposes: Record<string, string> = {
  './reservations-page': './src/routes/reservations-page.tsx',
  './booking-page': './src/routes/booking-page.tsx',
};
