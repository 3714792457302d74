import { createAppConfig, DEV_PORTS } from '@market/mf';
import { exposes } from './src/exposes.ts';

export default createAppConfig({ name: 'reservations', dir: import.meta.dirname, port: DEV_PORTS['reservations'], exposes });
