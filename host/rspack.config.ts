import { createAppConfig, DEV_PORTS } from '@market/mf';

export default createAppConfig({ name: 'host', dir: import.meta.dirname, port: DEV_PORTS.host });
