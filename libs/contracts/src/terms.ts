/** Payment terms of an invoice or a charge (a customer's default terms are a subset, below). */
export const TERMS = [
  'due_upon_receipt',
  'net7',
  'net10',
  'net10th',
  'net15',
  'net20',
  'net30',
  'net45',
  'net60',
  'net75',
  'net90',
  'net120',
  'net180',
] as const;
export type Terms = (typeof TERMS)[number];

export type DefaultTerms = Exclude<Terms, 'due_upon_receipt'>;
/** Customer default terms: every term except due_upon_receipt (a non-empty list, as `z.enum` takes it). */
export const DEFAULT_TERMS = TERMS.filter((term) => term !== 'due_upon_receipt') as [DefaultTerms, ...DefaultTerms[]];
