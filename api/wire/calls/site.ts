/** What every page loads at start (languages, currencies, the client's translations) and the careers pages. */
import { CareerOne, CareerPage, CurrencyList, LanguageList, TranslationMap } from '@market/contract/src/family/index.ts';
import type { FamilyCall } from '../types.ts';

export const calls: FamilyCall[] = [
  { screen: 'app start: languages', method: 'GET', path: 'rest/languages/active?lang=en', auth: 'guest', schema: LanguageList },
  { screen: 'app start: translations', method: 'GET', path: 'rest/translations/paginate?lang=en', auth: 'guest', schema: TranslationMap },
  { screen: 'layout: currencies', method: 'GET', path: 'rest/currencies/active?lang=en', auth: 'guest', schema: CurrencyList },
  { screen: 'careers page', method: 'GET', path: 'rest/careers/paginate?lang=en&page=1&active=1', auth: 'guest', schema: CareerPage },
  { screen: 'career page', method: 'GET', path: 'rest/careers/1?lang=en', auth: 'guest', schema: CareerOne },
];
