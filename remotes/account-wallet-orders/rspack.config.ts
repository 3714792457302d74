import { createAppConfig, DEV_PORTS } from '@market/mf';
import { exposes } from './src/exposes.ts';

export default createAppConfig({ name: 'account-wallet-orders', dir: import.meta.dirname, port: DEV_PORTS['account-wallet-orders'], exposes });
