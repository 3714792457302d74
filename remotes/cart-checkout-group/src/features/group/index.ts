// The group feature's public entry: what the other features of this remote use.
export { GroupStart } from './ui/group-start.tsx';
