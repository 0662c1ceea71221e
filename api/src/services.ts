import type { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config.js';
import { systemClock, type Clock } from './config/clock.js';
import { KeyRing } from './crypto/key-ring.js';
import { PiiCipher } from './crypto/pii-cipher.js';
import type { ApplicationKind } from './domain/applications/index.js';
import type { PageRenderer } from './http/page-renderer.js';
import { JobScheduler, type ScheduledJob } from './jobs/scheduler.js';
import type { Mailer } from './mail/mailer.js';
import { createScanner } from './scanning/create-scanner.js';
import type { Scanner } from './scanning/scanner.js';
import type { MailOutboxOptions } from './modules/mail-outbox/mail-outbox.service.js';
import { FEATURES } from './modules/index.js';

/** What every feature is built on: `services.infra` in the container. */
export interface Infrastructure {
  config: AppConfig;
  db: DataSource;
  /** The transport: one delivery attempt; the outbox decides when. */
  mailer: Mailer;
  /** The app's one time source; tests move its `now` (config/clock.ts). */
  clock: Clock;
  /** SSNs, documents, mail bodies, second factors and payment accounts are sealed with one key ring. */
  cipher: PiiCipher;
  /** Malware scanning of every upload (clamd or off; docs/virus-scanning.md). */
  scanner: Scanner;
  /** Scheduled jobs, each run on one instance at a time; the server starts them (api/src/jobs). */
  jobs: JobScheduler;
}

export interface ServiceOptions {
  /** Where the time comes from; tests drive it. */
  clock?: Clock;
  /** The outbox worker's timing. */
  mailOutbox?: MailOutboxOptions;
}

/** What a feature's REST routes may be handed: the site's SSR, when it is built. */
export interface RestContext {
  pages?: PageRenderer;
}

/**
 * A feature's manifest (`modules/<feature>/<feature>.module.ts`): everything the app takes from it.
 * Its services go in the container under its folder's name in camelCase (`application-status` →
 * `services.applicationStatus`): the one service it builds, or an object naming each of several.
 */
export interface FeatureModule<Name extends string = string, Built = never> {
  /** Its folder under api/src/modules/. */
  name: Name;
  /** Its TypeORM entities; a migration in db/migrations makes their tables. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities?: readonly Function[];
  /** Its GraphQL resolver classes. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers?: readonly Function[];
  /**
   * Builds its services from the infrastructure and the features it depends on
   * (FEATURE_DEPENDENCIES in eslint.layers.js): those come earlier in modules/index.ts, so they are built.
   */
  build?: (infra: Infrastructure, services: Services, options: ServiceOptions) => Built;
  /** Its REST routers under /api, or under /api/{path}. */
  routes?: { path?: string; routers: (services: Services, context: RestContext) => Router[] };
  /** Its REST routers about one kind of application: `main` under /api/{kind}/, `archive` under /api/archive/{kind}/. */
  applicationRoutes?: (services: Services, kind: ApplicationKind) => { main?: Router[]; archive?: Router[] };
  /** Its scheduled jobs, given the whole container once every feature is built. */
  jobs?: (services: Services) => ScheduledJob[];
}

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** A feature's key in the container: its folder's name in camelCase. */
export function containerKey(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

type Feature = (typeof FEATURES)[number];

/** Each feature that builds services, under its key. */
export type FeatureServices = {
  [
    F in Feature as F extends FeatureModule<infer Name, infer Built> ? ([Built] extends [never] ? never : CamelCase<Name>) : never
  ]: F extends FeatureModule<string, infer Built> ? Built : never;
};

/** The app's services, built once at start and shared by REST routes, resolvers and jobs. */
export type Services = { infra: Infrastructure } & FeatureServices;

/** The container: the infrastructure, then each feature of modules/index.ts in its order, then their jobs. */
export function createServices(config: AppConfig, db: DataSource, mailer: Mailer, options: ServiceOptions = {}): Services {
  const infra: Infrastructure = {
    config,
    db,
    mailer,
    clock: options.clock ?? systemClock(),
    cipher: new PiiCipher(new KeyRing(config.encryptionKeys, config.keyRingFile)),
    scanner: createScanner(config.scanning),
    jobs: new JobScheduler(db),
  };
  const services = { infra } as Services;
  const built = services as unknown as Record<string, unknown>;
  for (const feature of FEATURES) {
    if (feature.build) built[containerKey(feature.name)] = feature.build(infra, services, options);
  }
  for (const feature of FEATURES) for (const job of feature.jobs?.(services) ?? []) infra.jobs.registerJob(job);
  return services;
}
