import type { projectsTr } from './projects.tr.ts';

/** English texts of the client's project lists; Turkish is the source in ./projects.tr.ts. */
export const projectsEn: Record<keyof typeof projectsTr, string> = {
  'projects.title': 'My projects',
  'projects.subtitle': 'All your project briefs, their status and the offers they received.',
  'projects.loading': 'Loading your projects…',
  'projects.loadError': 'Your projects could not be loaded right now. Refresh the page and try again.',
  'projects.latest': 'Your latest projects',
  'projects.viewAll': 'All my projects',
  'projects.newBrief': 'New project brief',
  'projects.pagination': 'Project pages',
  'projects.createdAt': 'Created on {date}',
  'projects.matchedCount': '{count, plural, one {# matched agency} other {# matched agencies}}',
  'projects.offerCount': '{count, plural, one {# offer} other {# offers}}',
  'projects.status.offers_received': 'Offers received',
  'projects.status.no_offer': 'No offer received',
  'projects.status.stopped': 'Stopped',
  'projects.status.agreed': 'Agreed',
  'projects.status.closed': 'Closed',
  'projects.explain.waiting':
    'Agencies are reviewing your project; offers arrive within {offerWindowHours} hours.',
  'projects.explain.offers_received': 'Agencies have answered your project. Review and compare their offers.',
  'projects.explain.no_offer':
    'No offer arrived for this project within {offerWindowHours} hours. You can add more detail to your brief and start a new project.',
  'projects.explain.stopped':
    'Your project is stopped; agencies cannot send new offers. You can reactivate it at any time.',
  'projects.explain.agreed': 'You have agreed with an agency. Good luck!',
  'projects.explain.closed': 'Closed projects cannot be reopened.',
  'projects.action.stop': 'Stop',
  'projects.action.activate': 'Reactivate',
  'projects.action.close': 'Close project',
  'projects.action.delete': 'Delete',
  'projects.confirm.cancel': 'Cancel',
  'projects.confirm.close.title': 'Close this project?',
  'projects.confirm.close.text':
    'Closing “{name}” is final: agencies can no longer send offers and the project cannot be reopened.',
  'projects.confirm.close.confirm': 'Yes, close it',
  'projects.confirm.delete.title': 'Delete this project?',
  'projects.confirm.delete.text': '“{name}” will be removed from your lists. This cannot be undone.',
  'projects.confirm.delete.confirm': 'Yes, delete it',
};
