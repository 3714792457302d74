import { createAppConfig, DEV_PORTS } from '@market/mf';
import { exposes } from './src/exposes.ts';

export default createAppConfig({ name: 'parcels-recipes', dir: import.meta.dirname, port: DEV_PORTS['parcels-recipes'], exposes });
