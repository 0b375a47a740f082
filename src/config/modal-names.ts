// The modals opened by `?modal=` (spec §2), spelled exactly as the spec spells them
// ("paymen-send-invoice" included). Who may open each is lib/permissions.ts's modalAccess.
export const MODAL_NAMES = [
  'campaign-create',
  'payment-request',
  'payment-manage',
  'business-manage',
  'payment-create',
  'partner-ban',
  'demo-balance-request',
  'paymen-send-invoice',
  'accept-terms',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];
