// `npm run build`: every app's production build (what is stale, or all with --force), then the assembled site.
import { assembleSite, buildAll, precompress } from './lib/build.ts';

const built = await buildAll({ force: process.argv.includes('--force') });
const site = assembleSite();
await precompress(site);
console.log(built.length ? `built: ${built.join(', ')}` : 'every app was up to date', `\nsite: ${site}`);
