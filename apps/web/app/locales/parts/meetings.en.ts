import type { meetingsTr } from './meetings.tr.ts';

export const meetingsEn: Record<keyof typeof meetingsTr, string> = {
  'meetings.open': 'Meeting',
  'meetings.title': 'Schedule a meeting',
  'meetings.loadFailed': 'The meetings could not be loaded. Refresh the page and try again.',
  'meetings.status.set': 'Scheduled',
  'meetings.status.cancelled': 'Cancelled',
  'meetings.status.waitingOther': 'Waiting for the other side',
  'meetings.status.waitingYou': 'Waiting for your answer',
  'meetings.proposedByYou': 'You proposed',
  'meetings.proposedByOther': 'The other side proposed',
  'meetings.setFor': 'Meeting: {when} (Türkiye time)',
  'meetings.accept': 'Accept this time',
  'meetings.acceptAt': 'Accept {when}',
  'meetings.cancel': 'Cancel the meeting',
  'meetings.withdraw': 'Withdraw the proposal',
  'meetings.form.title': 'Propose a new meeting',
  'meetings.form.intro':
    'Propose up to {max} times; when the other side picks one, you both get a calendar invitation by e-mail.',
  'meetings.form.slot': 'Time {n}',
  'meetings.form.timeZone': 'In Türkiye time',
  'meetings.form.note': 'Note (optional)',
  'meetings.form.needOne': 'Choose at least one future time.',
  'meetings.form.submit': 'Propose the times',
};
