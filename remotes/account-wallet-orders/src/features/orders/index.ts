// The orders feature's public entry: what the other features of this remote use.
export { payThroughProvider, useExternalPayments, type ExternalTag } from './api/orders.ts';
