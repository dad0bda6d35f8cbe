import { accountEn } from './parts/account.en.ts';
import { adsEn } from './parts/ads.en.ts';
import { agencyProfileEn } from './parts/agency-profile.en.ts';
import { agreementsEn } from './parts/agreements.en.ts';
import { bankTransferEn } from './parts/bank-transfer.en.ts';
import { billingEn } from './parts/billing.en.ts';
import { billingCampaignEn } from './parts/billing-campaign.en.ts';
import { blogEn } from './parts/blog.en.ts';
import { boostsEn } from './parts/boosts.en.ts';
import { briefEn } from './parts/brief.en.ts';
import { briefAssistantEn } from './parts/brief-assistant.en.ts';
import { briefFlowEn } from './parts/brief-flow.en.ts';
import { categorySubscriptionsEn } from './parts/category-subscriptions.en.ts';
import { clientOffersEn } from './parts/client-offers.en.ts';
import { commissionsEn } from './parts/commissions.en.ts';
import { debtsEn } from './parts/debts.en.ts';
import { directoryEn } from './parts/directory.en.ts';
import { faqEn } from './parts/faq.en.ts';
import { feedbackEn } from './parts/feedback.en.ts';
import { growthEn } from './parts/growth.en.ts';
import { jobsEn } from './parts/jobs.en.ts';
import { matchSettingsEn } from './parts/match-settings.en.ts';
import { meetingsEn } from './parts/meetings.en.ts';
import { messagingEn } from './parts/messaging.en.ts';
import { notificationChannelsEn } from './parts/notification-channels.en.ts';
import { notificationsEn } from './parts/notifications.en.ts';
import { npsEn } from './parts/nps.en.ts';
import { opportunitiesEn } from './parts/opportunities.en.ts';
import { opsEn } from './parts/ops.en.ts';
import { opsAgreementEn } from './parts/ops-agreement.en.ts';
import { opsMetricsEn } from './parts/ops-metrics.en.ts';
import { opsPaymentEn } from './parts/ops-payment.en.ts';
import { opsRecordsEn } from './parts/ops-records.en.ts';
import { packagesEn } from './parts/packages.en.ts';
import { paymentsEn } from './parts/payments.en.ts';
import { placesEn } from './parts/places.en.ts';
import { portfolioEn } from './parts/portfolio.en.ts';
import { profileLevelEn } from './parts/profile-level.en.ts';
import { profileSettingsEn } from './parts/profile-settings.en.ts';
import { projectCompleteEn } from './parts/project-complete.en.ts';
import { projectsEn } from './parts/projects.en.ts';
import { reviewsEn } from './parts/reviews.en.ts';
import { settingsEn } from './parts/settings.en.ts';
import { showcaseEn } from './parts/showcase.en.ts';
import { suggestionsEn } from './parts/suggestions.en.ts';
import { walletEn } from './parts/wallet.en.ts';
import type { TDictionary } from './tr.ts';

export const en: TDictionary = {
  ...accountEn,
  ...agencyProfileEn,
  ...briefEn,
  ...briefFlowEn,
  ...briefAssistantEn,
  ...settingsEn,
  ...projectsEn,
  ...clientOffersEn,
  ...feedbackEn,
  ...matchSettingsEn,
  ...projectCompleteEn,
  ...opportunitiesEn,
  ...walletEn,
  ...adsEn,
  ...packagesEn,
  ...billingEn,
  ...boostsEn,
  ...jobsEn,
  ...billingCampaignEn,
  ...bankTransferEn,
  ...debtsEn,
  ...commissionsEn,
  ...opsPaymentEn,
  ...opsAgreementEn,
  ...paymentsEn,
  ...categorySubscriptionsEn,
  ...opsRecordsEn,
  ...opsEn,
  ...opsMetricsEn,
  ...meetingsEn,
  ...npsEn,
  ...growthEn,
  ...agreementsEn,
  ...messagingEn,
  ...notificationsEn,
  ...notificationChannelsEn,
  ...directoryEn,
  ...placesEn,
  ...portfolioEn,
  ...profileLevelEn,
  ...suggestionsEn,
  ...profileSettingsEn,
  ...reviewsEn,
  ...showcaseEn,
  ...blogEn,
  ...faqEn,
  'meta.description':
    'Describe your project in 2 minutes and get offers from the {maxAgencies} best-matched agencies within {offerWindowHours} hours. Software, digital marketing, design and more.',
  'meta.titleSuffix': 'Find your agency',
  'nav.howItWorks': 'How it works',
  'nav.join': 'For agencies',
  'nav.about': 'About us',
  'nav.login': 'Log in',
  'nav.getOffers': 'Get offers',
  'nav.openMenu': 'Open menu',
  'nav.main': 'Main menu',
  'nav.agencyProfile': 'My profile',
  'headerTools.opportunities': 'Opportunities',
  'headerTools.quotes': 'My quotes',
  'headerTools.wallet': 'Wallet',
  'headerTools.projects': 'My projects',
  'nav.skipToContent': 'Skip to content',
  'language.switchTo': 'Türkçe',
  'language.switchToAria': 'Türkçe’ye geç',
  'footer.tagline': 'The marketplace that matches businesses with the right agencies.',
  'footer.company': 'Company',
  'footer.legal': 'Legal',
  'footer.forAgencies': 'Agencies',
  'siteLinks.title': 'Categories',
  'siteLinks.mobile': 'Mobile app companies',
  'siteLinks.software': 'Software companies',
  'siteLinks.web': 'Web design companies',
  'siteLinks.digitalMarketing': 'Digital marketing companies',
  'siteLinks.seo': 'SEO companies',
  'siteLinks.social': 'Social media companies',
  'siteLinks.timeline': 'Recent briefs',
  'siteLinks.briefAssistant': 'Describe it to our assistant',
  'footer.rights': 'All rights reserved.',
  'page.cookiePolicy': 'Cookie Policy',
  'page.privacyPolicy': 'Privacy Policy',
  'page.termsOfUse': 'Terms of Use',
  'page.contractAndRules': 'Contract and Rules',
  'page.clarificationText': 'Clarification Text',
  'page.howItWorks': 'How It Works',
  'page.about': 'About Us',
  'page.join': 'Get Listed',
  'page.blog': 'Blog',
  'content.faq': 'Frequently asked questions',
  'legal.contents': 'Contents',
  'home.eyebrow': 'The agency matching platform of Türkiye',
  'home.title':
    'Describe your project, get offers from {maxAgencies} agencies within {offerWindowHours} hours',
  'home.subtitle':
    'Answer a few questions and we find the agencies that best fit your needs, budget and industry. Free for brands.',
  'home.cta': 'Get free offers',
  'home.secondaryCta': 'How it works',
  'home.assistantLink': 'or describe your project to our assistant',
  'home.trust.brands': '{brands} brands',
  'home.trust.agencies': '{agencies} approved agencies',
  'home.trust.hours': 'Offers in {offerWindowHours} hours',
  'home.agencyOfMonth.title': 'Agency of the month',
  'home.agencyOfMonth.label': 'Sponsored',
  'home.categories.title': 'What do you need help with?',
  'home.categories.subtitle': 'Pick a category and a few questions turn it into a ready brief in 2 minutes.',
  'home.categories.agencyCount': '{count, plural, one {# agency} other {# agencies}}',
  'home.categories.unavailable': 'Categories could not be loaded right now. Refresh the page and try again.',
  'home.steps.title': 'The right agency in three steps',
  'home.steps.one.title': 'Describe your project',
  'home.steps.one.text':
    'Share your category, budget and goals in a few questions. Signing up takes a minute.',
  'home.steps.two.title': 'Matched agencies reach out',
  'home.steps.two.text':
    'Up to {maxAgencies} agencies whose services, portfolio and preferences fit your brief respond within {offerWindowHours} hours.',
  'home.steps.three.title': 'Compare and choose',
  'home.steps.three.text':
    'Compare offers, message agencies, keep a shortlist and review the agency you choose.',
  'home.agencies.title': 'Are you an agency?',
  'home.agencies.text':
    'Let the right projects come to you. Build your profile, set your match preferences and bid only on the opportunities you want.',
  'home.agencies.cta': 'List your agency',
  'error.notFound.title': 'Page not found',
  'error.backHome': 'Back to home',
  'error.title': 'Error',
  'error.retry': 'Reload the page',
  'redirect.title': 'Your session has ended',
  'redirect.text': 'We signed you out for your security. Log in again to continue where you left off.',
  'sessionLayout.debt': 'You have an unpaid balance. Complete your payment to keep access to opportunities.',
  'sessionLayout.payNow': 'Pay now',
  'sessionLayout.categoryReminder':
    'You have not chosen categories in your package yet. Choose the categories you serve to receive opportunities.',
  'sessionLayout.chooseCategories': 'Choose categories',
  'layout.closeNotice': 'Close this notice',
  'layout.close': 'Close',
  'calendar.previousMonth': 'Previous month',
  'calendar.nextMonth': 'Next month',
  'calendar.previousYear': 'Previous year',
  'calendar.nextYear': 'Next year',
  'calendar.previousDecade': 'Previous decade',
  'calendar.nextDecade': 'Next decade',
};
