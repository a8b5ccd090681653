import type { SupabaseClient } from '@supabase/supabase-js';
import type { NewAccount, PasswordOutcome, RegisterOutcome, UserAccounts } from '../../../application/ports/user-accounts';
import { emailFromName } from '../../../domain/migration/migration-records';
import { readAccountHolder } from './account-holder-rows';
import { authErrorCode } from './auth-failures';

/**
 * The store's accounts as Supabase Auth users. Auth signs in by email, the store by name: the email
 * is made from the name by the migration's rule (emailFromName), so that migrated and new users
 * agree. The name and phone travel as sign-up metadata into the profile (the profile trigger,
 * supabase/migrations), which is where they are read back from.
 *
 * Supabase Auth answers an unknown email and a wrong password alike (400 invalid_credentials). The
 * store tells them apart (spec §8), so after a refusal it asks the database's SECURITY DEFINER
 * `name_registered(name)`, which answers a boolean and nothing else.
 */
export class SupabaseUserAccounts implements UserAccounts {
  constructor(private readonly client: SupabaseClient) {}

  async register(account: NewAccount, registeredAt: string): Promise<RegisterOutcome> {
    if (await this.isPhoneRegistered(account.phone)) return { kind: 'phone-taken' };
    const { data, error } = await this.client.auth.signUp({
      email: emailFromName(account.name),
      password: account.password,
      options: { data: { name: account.name, phone: account.phone } },
    });
    if (error) {
      if (authErrorCode(error) === 'user_already_exists') return { kind: 'name-taken' };
      // Auth hides the profile's refusal (a name or phone taken meanwhile) behind "Database error
      // saving new user": asked again, the database says which.
      if (await this.isNameRegistered(account.name)) return { kind: 'name-taken' };
      if (await this.isPhoneRegistered(account.phone)) return { kind: 'phone-taken' };
      throw new Error(`The account could not be created: ${error.message}`, { cause: error });
    }
    if (!data.session) {
      throw new Error('Supabase Auth asks to confirm the email before signing in; the store’s emails are made from names and cannot be confirmed: turn off “Confirm email” in the project’s Auth settings.');
    }
    return { kind: 'registered', account: { phone: account.phone, name: account.name, registeredAt } };
  }

  async checkPassword(name: string, password: string): Promise<PasswordOutcome> {
    const { data, error } = await this.client.auth.signInWithPassword({ email: emailFromName(name), password });
    if (error) {
      if (authErrorCode(error) !== 'invalid_credentials') throw new Error(`Supabase Auth refused the login: ${error.message}`, { cause: error });
      return (await this.isNameRegistered(name)) ? { kind: 'wrong-password' } : { kind: 'unknown-user' };
    }
    const holder = await readAccountHolder(this.client, data.user.id);
    if (!holder) return { kind: 'unknown-user' };
    return { kind: 'ok', user: holder };
  }

  async isPhoneRegistered(phone: string): Promise<boolean> {
    return this.ask('phone_registered', { phone });
  }

  /** Accounts with a name: the phone-only Auth users that sign-up codes create are not counted. */
  async count(): Promise<number> {
    const { count, error } = await this.client.from('profiles').select('id', { count: 'exact', head: true }).not('name', 'is', null);
    if (error) throw new Error(`The accounts could not be counted: ${error.message}`, { cause: error });
    return count ?? 0;
  }

  isNameRegistered(name: string): Promise<boolean> {
    return this.ask('name_registered', { name });
  }

  async nameForPhone(phone: string): Promise<string | undefined> {
    const { data, error } = await this.client.rpc('account_name_for_phone', { phone });
    if (error) throw new Error(`The accounts could not be checked: ${error.message}`, { cause: error });
    return typeof data === 'string' ? data : undefined;
  }

  private async ask(fn: 'phone_registered' | 'name_registered', args: Record<string, string>): Promise<boolean> {
    const { data, error } = await this.client.rpc(fn, args);
    if (error) throw new Error(`The accounts could not be checked: ${error.message}`, { cause: error });
    return data === true;
  }
}
