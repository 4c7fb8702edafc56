import type { TestProject } from 'vitest/node';
import type { DbLocation } from '../../server/db/connect';
import { createMigratedTemplate } from './testDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated database, which each test database is copied from (tests/api/helper.ts). */
    migratedTemplate: DbLocation;
  }
}

/** Migrates one database per run; every test file's database starts as a copy of it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createMigratedTemplate();
  project.provide('migratedTemplate', template.location);
  return template.drop;
}
