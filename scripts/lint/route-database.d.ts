// Types of route-database.js (plain JavaScript, so that eslint.config.js loads it on any Node).
import type { Rule } from 'eslint';

export const noDatabaseInRoute: Rule.RuleModule;
