// One date and time formatter for the web app and the API's texts, in Istanbul's time zone: it lives in contracts.
export {
  calendarDay,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMessageTime,
  formatMonthYear,
  formatTime,
  TIME_ZONE,
} from '@brifa/contracts';
