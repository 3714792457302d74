// The address feature's public entry: what the other features of the host use.
export { AddressSelector } from './ui/address-selector.tsx';
