// The profile feature's public entry: what the other features of this remote use.
export { phoneRules, requiredRule } from './model/rules.ts';
