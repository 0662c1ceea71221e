import { useMediaQuery } from './useMediaQuery';

/** Whether the detail page shows the application and the review panel side by side (from 1024 px, as detail-layout.css says). */
export const useWideScreen = (): boolean => useMediaQuery('(min-width: 1024px)');
