// One money formatter for the web app and the API's notices: it lives in contracts.
export { formatKurus, formatLira, NUMBER_LOCALE } from '@brifa/contracts';
