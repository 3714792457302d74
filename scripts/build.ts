// `npm run build`: every app's production build (what is stale, or all with --force), then the assembled site.
import { assembleSite, buildAll } from './lib/build.ts';

const built = await buildAll({ force: process.argv.includes('--force') });
const site = await assembleSite();
console.log(built.length ? `built: ${built.join(', ')}` : 'every app was up to date', `\nsite: ${site}`);
