/**
 * The settings and content calls of the family's customer screens, as replay data: each call as the screen sends
 * it, who sends it, and the shape of the family's answer.
 */
import { SettingsAnswer, StoriesAnswer } from '@market/contract/src/family/meta.ts';
import type { FamilyCall } from '../types.ts';

export const calls: FamilyCall[] = [
  // Every page's frame: footer, home layout, links and rules.
  { screen: 'frame', method: 'GET', path: 'rest/settings', auth: 'guest', schema: SettingsAnswer },
  { screen: 'frame', method: 'GET', path: 'rest/settings?lang=ar', auth: 'user', schema: SettingsAnswer },
  // Home and shops: the story rings.
  { screen: 'home', method: 'GET', path: 'rest/stories/paginate', auth: 'guest', schema: StoriesAnswer },
  { screen: 'home', method: 'GET', path: 'rest/stories/paginate?perPage=20&lang=fr', auth: 'guest', schema: StoriesAnswer },
];
