export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

/** Every public page that is rendered to static HTML at build time. */
export const prerenderPages: PageMeta[] = [
  { path: '/', title: 'Open Diploma Fund', description: 'Helping graduates and parents repay student loans.' },
];
