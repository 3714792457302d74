import { createAppConfig, DEV_PORTS } from '@market/mf';
import { exposes } from './src/exposes.ts';

export default createAppConfig({ name: 'cart-checkout-group', dir: import.meta.dirname, port: DEV_PORTS['cart-checkout-group'], exposes });
