import pg from 'pg';
import type { Page } from '@playwright/test';
import { expectToast, logInWith } from '../../account-helpers';
import { ADMIN_ACCOUNT } from './journey-settings';

// The harness admin's login and the database check of the supabase-mode journeys, for every spec
// file of them. Signing a shopper up is ./sign-up.ts.

/** Logs the harness's admin in through the login page. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await logInWith(page, ADMIN_ACCOUNT.name, ADMIN_ACCOUNT.password);
  await expectToast(page, 'Login Successful', `Welcome back, ${ADMIN_ACCOUNT.name}!`);
}

/** A count from the test project's database (what a journey wrote). */
export async function count(sql: string, values: unknown[]): Promise<number> {
  const db = new pg.Client({ database: process.env.TEST_API_PGDATABASE });
  await db.connect();
  try {
    return Number((await db.query(sql, values)).rows[0].count);
  } finally {
    await db.end();
  }
}
