/** An amount in minor units with its currency, as the desk shows prices: `1,369.99 EUR`; a dash for none. */
export const money = (minor: number | null, currency: string | null): string =>
  minor === null || !currency ? '—' : `${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })} ${currency}`;

/** A form's text field, trimmed. */
export const formField = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value.trim() : '';
};
