// Its own module so that the header can load Mantine's Drawer (and its focus trap, scroll lock) on demand.
export { Drawer } from '@mantine/core';
