// Types of import-cycle.js (plain JavaScript, so that eslint.config.js loads it on any Node).
import type { Rule } from 'eslint';

export function resolveRelative(from: string, specifier: string): string | undefined;
export function importsOf(file: string): string[];
export function pathBack(start: string, target: string): string[] | undefined;
export const noImportCycle: Rule.RuleModule;
declare const plugin: { rules: { 'no-import-cycle': Rule.RuleModule } };
export default plugin;
