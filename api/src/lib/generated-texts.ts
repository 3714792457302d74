/**
 * Texts the API writes itself — wallet notes ("Order #5", "Top-up", "Sam Friend joined with your code"), notification
 * titles and bodies, the settings' footer — in every language it serves. They are stored as written, in English (the
 * family's clients read them as plain text), and each answer gives them in the language the request asks for (`lang`):
 * an Arabic page showed them in English. A text that matches none of these (a note a user typed) is left as it is.
 */
import type { Locale } from './i18n.ts';

type Texts = Record<Locale, string>;

/**
 * `{id}` stands for a number, `{what}` for one of these texts (translated in turn), any other `{name}` for data (a
 * name, an amount), kept as it is.
 */
const TEXTS: readonly Texts[] = [
  // Wallet notes
  { en: 'Top-up', fr: 'Rechargement', ar: 'شحن الرصيد' },
  { en: 'Wallet top-up', fr: 'Rechargement du portefeuille', ar: 'شحن المحفظة' },
  { en: 'Order #{id}', fr: 'Commande n° {id}', ar: 'الطلب رقم {id}' },
  { en: 'Parcel #{id}', fr: 'Colis n° {id}', ar: 'الطرد رقم {id}' },
  { en: 'Refund of order #{id}', fr: 'Remboursement de la commande n° {id}', ar: 'استرداد الطلب رقم {id}' },
  { en: '{what} canceled', fr: '{what} annulé(e)', ar: 'أُلغي {what}' },
  { en: '{name} joined with your code', fr: '{name} s’est inscrit(e) avec votre code', ar: 'انضم {name} باستخدام رمزك' },
  { en: 'To {name}', fr: 'À {name}', ar: 'إلى {name}' },
  { en: 'From {name}', fr: 'De {name}', ar: 'من {name}' },
  // Notifications: orders
  { en: 'Order #{id} refunded', fr: 'Commande n° {id} remboursée', ar: 'تم استرداد الطلب رقم {id}' },
  { en: 'Your order was placed', fr: 'Votre commande a été passée', ar: 'تم تقديم طلبك' },
  { en: 'Your order was placed and paid', fr: 'Votre commande a été passée et payée', ar: 'تم تقديم طلبك ودفعه' },
  { en: 'Your order was accepted', fr: 'Votre commande a été acceptée', ar: 'تم قبول طلبك' },
  { en: 'Your order is ready', fr: 'Votre commande est prête', ar: 'طلبك جاهز' },
  { en: 'Your order is on the way', fr: 'Votre commande est en route', ar: 'طلبك في الطريق' },
  { en: 'Your order was delivered', fr: 'Votre commande a été livrée', ar: 'تم توصيل طلبك' },
  { en: 'Your order was canceled', fr: 'Votre commande a été annulée', ar: 'تم إلغاء طلبك' },
  { en: 'The refund is in your wallet', fr: 'Le remboursement est dans votre portefeuille', ar: 'المبلغ المسترد في محفظتك' },
  // Notifications: referrals, bookings, news of the demo data
  { en: '{name} joined', fr: '{name} s’est inscrit(e)', ar: 'انضم {name}' },
  { en: 'A friend signed up with your referral code', fr: 'Un ami s’est inscrit avec votre code de parrainage', ar: 'سجّل صديق باستخدام رمز الإحالة الخاص بك' },
  { en: 'You earned {amount}', fr: 'Vous avez gagné {amount}', ar: 'ربحت {amount}' },
  { en: 'Reservation accepted', fr: 'Réservation acceptée', ar: 'تم قبول الحجز' },
  { en: '{shop} confirmed your table', fr: '{shop} a confirmé votre table', ar: 'أكّد {shop} طاولتك' },
  { en: 'New: group orders are here', fr: 'Nouveau : les commandes de groupe sont là', ar: 'جديد: الطلبات الجماعية متاحة الآن' },
  { en: 'Order together with friends', fr: 'Commandez à plusieurs avec vos amis', ar: 'اطلب مع أصدقائك' },
  { en: 'Parcel delivery now in Washington', fr: 'La livraison de colis arrive à Washington', ar: 'توصيل الطرود متاح الآن في واشنطن' },
  { en: 'Send anything across town', fr: 'Envoyez ce que vous voulez à travers la ville', ar: 'أرسل أي شيء عبر المدينة' },
  // Settings
  { en: '© Market. Demo data, no real orders.', fr: '© Market. Données de démonstration, aucune vraie commande.', ar: '© Market. بيانات تجريبية، لا طلبات حقيقية.' },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each text's English form as a pattern whose groups are its placeholders. */
const PATTERNS = TEXTS.map((texts) => {
  const names: string[] = [];
  const source = texts.en
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return escape(part);
      names.push(m[1]!);
      return m[1] === 'id' ? '(\\d+)' : '(.+)';
    })
    .join('');
  return { texts, names, pattern: new RegExp(`^${source}$`) };
});

/** `text` (as the API wrote it, in English) in `lang`; a text the API did not write, or an unknown language: unchanged. */
export function generatedText(text: string, lang: string): string;
export function generatedText(text: string | null, lang: string): string | null;
export function generatedText(text: string | null, lang: string): string | null {
  if (text === null || lang === 'en' || !(lang === 'fr' || lang === 'ar')) return text;
  for (const { texts, names, pattern } of PATTERNS) {
    const m = pattern.exec(text);
    const what = m && names.includes('what') ? m[names.indexOf('what') + 1]! : null;
    // "Dinner canceled", typed by a user, is not the API's.
    if (!m || (what !== null && !PATTERNS.some((p) => p.pattern.test(what)))) continue;
    return texts[lang].replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = m[names.indexOf(name) + 1] ?? '';
      return name === 'what' ? generatedText(value, lang) : value;
    });
  }
  return text;
}

/** Every text of the catalogue in English, for tests. */
export const GENERATED_TEXTS: readonly Texts[] = TEXTS;
