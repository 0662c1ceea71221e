import { useMediaQuery } from './useMediaQuery';

/** Whether the screen is phone-narrow: the console's phone layout starts where its stylesheet's does. */
export const useNarrowScreen = (): boolean => useMediaQuery('(max-width: 640px)');
