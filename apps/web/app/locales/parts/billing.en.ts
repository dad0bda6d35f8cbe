import type { billingTr } from './billing.tr.ts';

export const billingEn: Record<keyof typeof billingTr, string> = {
  'billing.menu': 'Billing details',
  'billing.title': 'Billing details',
  'billing.subtitle':
    'Invoices for your payments are issued with these details and sent to your e-mail address. Changes apply from the next invoice on.',
  'billing.agencyNote':
    "These details are your agency's; every team member's payments are invoiced with them.",
  'billing.type.label': 'Invoice type',
  'billing.type.individual': 'Individual',
  'billing.type.corporate': 'Company',
  'billing.fullName': 'Full name',
  'billing.identityNumber': 'Turkish identity number (TCKN)',
  'billing.identityNumberHint': '11 digits',
  'billing.title.label': 'Company title',
  'billing.taxNumber': 'Tax number (VKN)',
  'billing.taxNumberHint': '10 digits',
  'billing.taxOffice': 'Tax office',
  'billing.address': 'Address',
  'billing.city': 'City',
  'billing.district': 'District',
  'billing.email': 'E-mail for invoices',
  'billing.save': 'Save',
  'billing.saved': 'Your billing details were saved.',
  'billing.dialog.title': 'Your billing details',
  'billing.dialog.text': 'Before you pay we need to know whom to invoice. You only enter these details once.',
  'billing.dialog.submit': 'Save and continue',
  'billing.dialog.cancel': 'Cancel',
};
