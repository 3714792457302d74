// Standalone: this remote on its own dev server, for its team, with the providers the shell would give.
import { mountStandalone } from '@market/mf/runtime';
import ParcelsPage from './routes/parcels-page.tsx';
import ParcelPage from './routes/parcel-page.tsx';
import ParcelCheckoutPage from './routes/parcel-checkout-page.tsx';
import RecipesPage from './routes/recipes-page.tsx';
import RecipePage from './routes/recipe-page.tsx';

mountStandalone('parcels-recipes', [
  { path: '/parcels', Component: ParcelsPage },
  { path: '/parcels/:id', Component: ParcelPage },
  { path: '/parcel-checkout', Component: ParcelCheckoutPage },
  { path: '/recipes', Component: RecipesPage },
  { path: '/recipes/:id', Component: RecipePage },
]);
