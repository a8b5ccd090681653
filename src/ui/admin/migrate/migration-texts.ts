/**
 * What becomes of shoppers' passwords, said the same way wherever the migration is offered: this
 * browser keeps them only as salted hashes, which cannot become Supabase Auth passwords.
 */
export const MIGRATED_PASSWORDS_NOTE =
  "Passwords do not move: this browser keeps them only as hashes, which Supabase cannot use. After the migration, each shopper signs up again with the same name and phone number to choose a new password.";
