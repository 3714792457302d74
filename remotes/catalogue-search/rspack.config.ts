import { createAppConfig, DEV_PORTS } from '@market/mf';
import { exposes } from './src/exposes.ts';

export default createAppConfig({ name: 'catalogue-search', dir: import.meta.dirname, port: DEV_PORTS['catalogue-search'], exposes });
