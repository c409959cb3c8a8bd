/**
 * Every currency the site prices in: the symbol written before an amount, and the locale whose number
 * format its prices follow (lib/pricing.ts writes amounts out by hand for these locales and checks them
 * against Intl). A market in a new currency starts with a line here.
 */
export const currencies = {
  USD: { symbol: '$', locale: 'en-US' },
  GBP: { symbol: '£', locale: 'en-GB' },
  EUR: { symbol: '€', locale: 'en-IE' },
} as const satisfies Record<string, { symbol: string; locale: string }>;

export type Currency = keyof typeof currencies;
