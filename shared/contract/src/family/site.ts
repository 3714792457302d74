/** Site-wide lists the family's client loads at start: languages, currencies, its translations, and job offers. */
import Type from 'typebox';
import { Flag, Id, List, Num, Str } from './common.ts';

/** A language of the picker: locale, title, the default and right-to-left marks. */
export const FamilyLanguage = Type.Object({ id: Id, locale: Str, title: Str, default: Flag, backward: Flag });

/** A currency of the picker: symbol, rate, position of the symbol, the default mark. */
export const FamilyCurrency = Type.Object({ id: Id, title: Str, symbol: Str, rate: Num, default: Flag, position: Type.Optional(Str) });

export const LanguageList = List(FamilyLanguage);
export const CurrencyList = List(FamilyCurrency);
/** GET rest/translations/paginate: `data` is the key → text map i18next loads. */
export const TranslationMap = Type.Object({ data: Type.Record(Str, Str) });
