/**
 * The Spanish of the few refusals whose values need wording of their own (a count of minutes, a
 * date): they cannot be read back from the English as a rule message is, so the domain words them
 * in Spanish where it words them in English, and the DomainError carries both (errors.ts).
 * A small file on purpose: errors.ts imports it, and with it every page that imports errors.ts.
 */
import type { ApplicationKind } from '../applications/constants.js';

/** The programs as a Spanish sentence names them (PROGRAM_NAMES in program-cycles.ts). */
export const esProgramNames: Record<ApplicationKind, string> = {
  undergrad: 'el programa de ayuda con préstamos estudiantiles para graduados universitarios',
  parent: 'el programa de ayuda con préstamos estudiantiles para padres',
  'high-school': 'la beca para estudiantes de último año de secundaria',
};

/** "Too many attempts. Please try again in 5 minutes." */
export function esTooManyAttempts(minutes: number): string {
  return `Demasiados intentos. Vuelva a intentarlo en ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`;
}

/** "Applications for the … are closed. They open on …" with `opens` already written the Spanish way. */
export function esClosedMessage(kind: ApplicationKind, opens: string | null): string {
  const closed = `Las solicitudes para ${esProgramNames[kind]} están cerradas.`;
  return opens ? `${closed} Se abren el ${opens}.` : `${closed} Todavía no anunciamos la próxima fecha de apertura.`;
}
