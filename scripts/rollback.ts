// `npm run rollback -- <remote> [--site <dir>]`: points /mf/remotes.json back to the version before the live one.
import { main } from './deploy.ts';

await main('rollback', process.argv.slice(2));
