// The addresses feature's public entry: what the other features of this remote use.
export { searchPlaces } from './api/addresses.ts';
