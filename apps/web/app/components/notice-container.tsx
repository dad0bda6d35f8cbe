// Its own module so that root can load the toasts' container (and its transitions) with the first toast.
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
