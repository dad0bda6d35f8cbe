// Its own module so that root can load the toasts' container (and its transitions) with the first toast.
export { Notifications } from '@mantine/notifications';
