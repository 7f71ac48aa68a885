/**
 * Numbers, money and dates for display. Always `Intl` with an Indian locale (lakh grouping,
 * ₹) and India's time zone, never hand-formatted.
 */
const DEFAULT_LOCALE = 'en-IN';
const INDIA_TIME_ZONE = 'Asia/Kolkata';

export function formatNumber(value: number, locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** ₹ amount; whole rupees print without paise ("₹1,00,000"), others with two decimals. */
export function formatInr(amount: number, locale = DEFAULT_LOCALE): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** A date as people in India read it: "5 March 2025". */
export function formatDate(value: string | number | Date, locale = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: INDIA_TIME_ZONE }).format(
    new Date(value),
  );
}

/** SPEC §3: a clock time with two-digit hour and minute, in India's time zone. */
export function formatTime(value: string | number | Date, locale = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: INDIA_TIME_ZONE,
  }).format(new Date(value));
}
