/**
 * Checks and normal forms of US business data (docs/partners.md, "Validation"): states, ZIP codes, phone
 * numbers, EINs, ABA routing numbers and bank account numbers. Pure functions, shared by the request
 * schemas (gateway) and identity.
 */

/** USPS codes of the states, DC and the inhabited territories, with their names. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

const STATE_BY_NAME = new Map(
  Object.entries(US_STATES).flatMap(([code, name]) => [
    [simplify(name), code],
    [simplify(name.replace('U.S. ', '')), code],
  ]),
);

function simplify(value: string): string {
  return value.toLowerCase().replace(/[^a-z]/g, '');
}

/** The USPS code of a state given by code or name (any case), or null. */
export function usStateCode(value: string): string | null {
  const trimmed = value.trim();
  const upper = trimmed.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && US_STATES[upper]) return upper;
  return STATE_BY_NAME.get(simplify(trimmed)) ?? null;
}

/** `12345` or `12345-6789` (a nine-digit ZIP without the dash is accepted and gets one). */
export function usZipCode(value: string): string | null {
  const digits = value.trim().replace(/[\s-]/g, '');
  if (!/^\d{5}(\d{4})?$/.test(digits) || digits.startsWith('00000')) return null;
  return digits.length === 5 ? digits : `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/**
 * A US phone number in E.164 (`+15125550123`), from any common way of writing it: `(512) 555-0123`,
 * `512.555.0123`, `1 512 555 0123`, `+1-512-555-0123`. North American numbering: area code and exchange
 * start with 2-9. Extensions are not part of it.
 */
export function usPhoneE164(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') && !digits.startsWith('1')) return null;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

/** EIN prefixes the IRS has never assigned. */
const UNASSIGNED_EIN_PREFIXES = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

/** An Employer Identification Number as `12-3456789` (nine digits, with or without the dash). */
export function einNormalForm(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d{2}-?\d{7}$/.test(trimmed)) return null;
  const digits = trimmed.replace('-', '');
  if (UNASSIGNED_EIN_PREFIXES.has(digits.slice(0, 2)) || /^(\d)\1{8}$/.test(digits)) return null;
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/**
 * An ABA routing transit number: nine digits, a Federal Reserve prefix (00-12, 21-32, 61-72, 80) and
 * the checksum 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10).
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const prefix = Number(value.slice(0, 2));
  if (!(prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80)) return false;
  const d = [...value].map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}

/** A US bank account number: 4 to 17 digits, not all the same digit. */
export function isBankAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value) && !/^(\d)\1+$/.test(value);
}

/** Document types Netline takes for underwriting, with the file extensions each may carry. */
export const DOCUMENT_FILETYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'text/csv': ['csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
};

/** Why `filename` cannot carry `filetype`, or null when it can. */
export function documentFileProblem(filename: string, filetype: string): string | null {
  const extensions = DOCUMENT_FILETYPES[filetype];
  if (!extensions) return `\`filetype\` must be one of: ${Object.keys(DOCUMENT_FILETYPES).join(', ')}`;
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(filename)?.[1]?.toLowerCase();
  if (!extension) return '`filename` must end with a file extension';
  if (!extensions.includes(extension)) return `\`filename\` ends with .${extension}, which does not match ${filetype} (.${extensions.join(', .')})`;
  return null;
}
