// The store's and the API's closed value sets (statuses, categories, countries…), each as a
// list to iterate over in seeds and tests and as the union type derived from it.

export const ACCOUNT_STATUSES = ['active', 'under_review', 'not_approved', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'Analyzing',
  'Created',
  'Pending',
  'Registered',
  'Cancelled',
  'Completed',
  'Reversed',
  'Rejected',
  'Error',
  'Waiting_NF',
  'NF_Sent',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_CATEGORIES = ['person', 'business', 'admin', 'admin_debit', 'person_sb', 'business_sb'] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

export const DEMO_BALANCE_STATUSES = ['pending', 'approved', 'declined'] as const;
export type DemoBalanceStatus = (typeof DEMO_BALANCE_STATUSES)[number];

export const BUSINESS_APPROVALS = ['pending', 'approved', 'rejected'] as const;
export type BusinessApproval = (typeof BUSINESS_APPROVALS)[number];

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'phone', 'email', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** ISO 3166-1 alpha-2 codes of the supported countries, and their currencies. */
export const COUNTRIES = ['BR', 'AR', 'CL', 'CR', 'MX', 'PE'] as const;
export type Country = (typeof COUNTRIES)[number];
export const CURRENCIES = ['BRL', 'ARS', 'CLP', 'CRC', 'MXN', 'PEN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const REPORT_COLUMNS = ['Commission', 'FTD', 'QFTD', 'Registrations'] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];
