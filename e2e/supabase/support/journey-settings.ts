/** Where the supabase-mode journeys run: the gateway's origin is the store's and its project's. */
// Both below the ephemeral port range, which the run's own servers and connections draw from.
export const GATEWAY_PORT = Number(process.env.SUPABASE_E2E_PORT || 4180);
export const PREVIEW_PORT = Number(process.env.SUPABASE_E2E_PREVIEW_PORT || 4174);

/**
 * Made by the global setup: signed up through the Auth emulation, then made admin in SQL. Not named
 * 'admin': with Supabase the role decides, never the name.
 */
export const ADMIN_ACCOUNT = { name: 'Store Owner', phone: '9000000077', password: 'harness-admin-1' };
