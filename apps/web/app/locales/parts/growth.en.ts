import type { growthTr } from './growth.tr.ts';

/** Issue 21 items 2 and 3: the credit report (/apply-credit, /credit-rating-result) and the badge (/provider/link). */
export const growthEn: Record<keyof typeof growthTr, string> = {
  'wallet.reason.backlink_reward': 'Brifa badge link reward',
  'ops.queue.kind.credit_report_late': 'Late credit report',
  'creditReport.menu': 'Credit report',
  'backlink.menu': 'Brifa badge',
  'creditReport.title': 'Credit report',
  'creditReport.intro':
    'Get your credit score with your Turkish ID number, birth date and verified phone number. The result is ready within {creditReportHours} hour at most.',
  'creditReport.identityNumber': 'Turkish ID number (TCKN)',
  'creditReport.birthDate': 'Birth date',
  'creditReport.phone': 'Mobile phone',
  'creditReport.phoneHint': 'The number verified by code in your account.',
  'creditReport.consentTitle': 'Personal data notice (KVKK)',
  'creditReport.consentText':
    'Your ID number, birth date and phone number are sent to the credit bureau only to get your credit report. Your ID number is stored encrypted and screens show only its last two digits. You can always write to us about your rights under the Turkish data protection law (KVKK, no. 6698).',
  'creditReport.consent':
    'I have read the notice and consent to my data being processed for the credit report.',
  'creditReport.submit': 'Request the report',
  'creditReport.result.title': 'Credit report result',
  'creditReport.result.pending':
    'Your report is being prepared. The credit bureau answers by {time} at the latest; this page refreshes by itself.',
  'creditReport.result.identity': 'ID number',
  'creditReport.result.score': 'Credit score',
  'creditReport.result.scoreOf': '{score} / {max}',
  'creditReport.result.band': 'Risk band',
  'creditReport.result.answeredAt': 'Answered on {date}',
  'creditReport.result.again': 'Request a new report',
  'creditReport.result.missing': 'The report was not found. You can request a new one.',
  'creditReport.band.perfect': 'Perfect',
  'creditReport.band.safe': 'Safe',
  'creditReport.band.sensitive': 'Sensitive',
  'creditReport.band.critical': 'Critical',
  'creditReport.band.unsafe': 'Unsafe',
  'creditReport.bandRange': '{min}–{max}',
  'creditReport.meaning.perfect':
    'A very strong payment history: you get the best terms for loans and credit sales.',
  'creditReport.meaning.safe': 'You pay regularly: most loans and payment terms are approved easily.',
  'creditReport.meaning.sensitive':
    'A few late payments or a high debt ratio show; approvals may ask for documents or a guarantee.',
  'creditReport.meaning.critical': 'Overdue payments lower your score; new loans are likely to be refused.',
  'creditReport.meaning.unsafe':
    'Serious delays or collection records show; paying off debts first to raise your score is advised.',
  'creditReport.history.title': 'Your earlier reports',
  'creditReport.history.empty': 'You have not requested a credit report yet.',
  'creditReport.history.requestedAt': 'Requested',
  'creditReport.history.result': 'Result',
  'creditReport.history.pending': 'Being prepared',
  'creditReport.scale': 'Score bands',
  'backlink.title': 'Brifa badge and link',
  'backlink.intro':
    'Put your badge on your website with a link to your Brifa profile; once the link is confirmed your wallet gets a one-time {badgeBonusUsd} USD ({amount}).',
  'backlink.badgeTitle': 'Your badge',
  'backlink.badgeLanguage': 'Badge language',
  'backlink.language.tr': 'Turkish',
  'backlink.language.en': 'English',
  'backlink.htmlTitle': 'HTML for your site',
  'backlink.htmlHint':
    'Add the code to your page as it is. The link must not carry rel="nofollow" and must go to your profile ({profile}).',
  'backlink.copy': 'Copy the HTML',
  'backlink.copied': 'Copied',
  'backlink.pageUrl': 'Address of the page with the badge',
  'backlink.check': 'Check the link',
  'backlink.status': 'Status',
  'backlink.state.none': 'You have not named a page yet.',
  'backlink.state.confirmed': 'The link is confirmed.',
  'backlink.state.not_found': 'No link to your profile was found on the page.',
  'backlink.state.nofollow':
    'The link was found but carries rel="nofollow" (or ugc/sponsored); remove it and check again.',
  'backlink.state.unreachable': 'The page could not be read: {detail}.',
  'backlink.state.lost':
    'The link seems to have been removed from the page. Put the badge back and check again.',
  'backlink.checkedAt': 'Last checked: {date}. The link is checked again every {backlinkRecheckDays} days.',
  'backlink.rewarded': 'The reward reached your wallet on {date} ({amount}). It is given once.',
  'backlink.rewardPending': 'Once your link is confirmed your wallet gets {amount}.',
  'backlink.walletLink': 'See wallet transactions',
  'backlink.loadError': 'The page could not be loaded. Refresh the page and try again.',
};
