/**
 * Spec: the panel shows its user as Admin User, Super Admin. (Once accounts land, the logged-in
 * admin's own name can take its place.)
 */
export const ADMIN_USER = { name: 'Admin User', role: 'Super Admin' } as const;
