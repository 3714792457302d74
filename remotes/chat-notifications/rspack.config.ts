import { createAppConfig, DEV_PORTS } from '@market/mf';
import { exposes } from './src/exposes.ts';

export default createAppConfig({ name: 'chat-notifications', dir: import.meta.dirname, port: DEV_PORTS['chat-notifications'], exposes });
