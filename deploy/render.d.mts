export const TEMPLATES: string;
export const DEFAULTS: Record<string, string>;
export function render(text: string, given?: Record<string, string>): string;
export function renderAll(outDir: string, given?: Record<string, string>): string[];
