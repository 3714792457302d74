// The search feature's public entry: the header's search box.
export { SearchBox } from './ui/search-box.tsx';
