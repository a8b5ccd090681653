/*
 * The admin area's lazy root: the one admin module the app's route table may import (lint), so
 * that everything of the admin (its sections, formik, the form's schemas) loads with /admin and
 * never with the storefront. Both pages are behind the admin gate.
 */
import { AdminPage as AdminLayoutPage } from '../layout/AdminPage';
import { MigratePage } from '../migrate/MigratePage';
import { AdminGate } from './AdminGate';

export function AdminPage() {
  return (
    <AdminGate>
      <AdminLayoutPage />
    </AdminGate>
  );
}

export function AdminMigratePage() {
  return (
    <AdminGate>
      <MigratePage />
    </AdminGate>
  );
}
