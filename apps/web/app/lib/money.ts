// One money formatter for the web app and the API's notices: it lives in contracts.
// Numbers and ratings too (formatNumber, formatRating): one formatter per language (issue 16).
export {
  formatKurus,
  formatLira,
  formatNumber,
  formatPercent,
  formatRating,
  NUMBER_LOCALE,
} from '@brifa/contracts';
