/**
 * The React app (the console, and the public pages that hold other React forms), reached through
 * this small module so that the list of the app's chunks main.js would carry for preloading rides
 * here instead: every other public page (the application forms on a phone) loads main.js without it.
 */
export const loadApp = () => import('./app');
