import { useEffect } from 'react';
import { site } from './site-config';

export interface PageMetaInput {
  title: string;
  description: string;
}

/** Keeps the tab title right on client-side navigation; prerendered HTML already has it. */
export function usePageMeta({ title }: PageMetaInput): void {
  useEffect(() => {
    document.title = title === site.name ? site.name : `${title} | ${site.name}`;
  }, [title]);
}
