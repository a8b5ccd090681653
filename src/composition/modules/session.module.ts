import { RETURN_PATH_STORE, type ReturnPathStore } from '../../application/ports/return-path-store';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store';
import { WebCryptoRandomSource } from '../../adapters/browser/web-crypto-random-source';
import { LocalSessionStore } from '../../adapters/local/local-session-store';
import { SessionReturnPathStore } from '../../adapters/local/session-return-path-store';
import { MemoryReturnPathStore } from '../../adapters/memory/memory-return-path-store';
import { MemorySessionStore } from '../../adapters/memory/memory-session-store';
import { SessionState } from '../../ui/stores/session-state';
import { featureModule } from '../feature-module';

/**
 * Who is signed in and where a login returns to: the header and every page read them. The screens
 * see who is signed in through one SessionState for the app's life (one subscription to the
 * session), whichever backend keeps the session. The local session's id is drawn from WebCrypto.
 */
export const sessionModule = featureModule({
  memory: (bind) => {
    bind(SessionState).toSelf().inSingletonScope();
    bind<SessionStore>(SESSION_STORE).toConstantValue(new MemorySessionStore());
    bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(new MemoryReturnPathStore());
  },
  local: (bind, { window, logger }) => {
    bind(SessionState).toSelf().inSingletonScope();
    bind<SessionStore>(SESSION_STORE).toConstantValue(new LocalSessionStore(window.localStorage, logger, window, new WebCryptoRandomSource()));
    bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(new SessionReturnPathStore(window.sessionStorage));
  },
  supabase: (bind, { window, session }) => {
    bind(SessionState).toSelf().inSingletonScope();
    // Supabase Auth's session, restored while connecting; the way back after a login stays in this tab.
    bind<SessionStore>(SESSION_STORE).toConstantValue(session);
    bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(new SessionReturnPathStore(window.sessionStorage));
  },
});
