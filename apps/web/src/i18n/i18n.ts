import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/** Same keys as the English source, any string values: the shape every locale file follows. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof en>;

export const defaultLocale = 'en';

/**
 * Locales other than English are loaded on demand so the first bundle carries only English.
 * Add one as `xx: () => import('./xx').then((m) => m.xx)`, where ./xx.ts exports `xx: Messages`.
 */
const loaders: Record<string, () => Promise<Messages>> = {};

export const supportedLocales = [defaultLocale, ...Object.keys(loaders)];

/** `Intl` locale for a UI language: every formatter uses Indian conventions. */
export function intlLocale(language: string): string {
  return language.includes('-') ? language : `${language}-IN`;
}

function syncHtmlLang(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', syncHtmlLang);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: supportedLocales,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});

/** Switch the UI language, fetching its strings first if they are not loaded yet. */
export async function setLanguage(language: string): Promise<void> {
  const load = loaders[language];
  if (load && !i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await load());
  }
  await i18n.changeLanguage(language);
}

export { i18n };
