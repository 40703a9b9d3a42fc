import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { ConsoleInvitation } from '../components/ConsoleInvitation';
import { ConsoleLogin, type LoginNotice } from '../components/ConsoleLogin';
import { ConsoleView } from '../components/ConsoleView';
import { forgetConsoleToken, storeConsoleToken, storedConsoleToken, tokenOfFragment } from '../session';

/** What the console shows: the invitation's password form, the login, or the console of a session. */
type Entry =
  | { kind: 'invitation'; token: string }
  | { kind: 'login'; notice: LoginNotice | null }
  | { kind: 'console'; token: string };

/**
 * /webcast/{id}: the console of a webcast for its moderators, speakers and viewers (no organiser
 * login). Its session comes from the `#session=` fragment of the organiser's "login as" (kept for
 * this tab), else this tab's, else this browser's stored token; `?invitation=` asks the invited
 * person for a password first; without a session, the login form.
 */
export default function WebcastConsolePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [entry, setEntry] = useState<Entry>(() => {
    const handed = tokenOfFragment(location.hash);
    if (handed) storeConsoleToken(id, handed, 'tab');
    const invitation = new URLSearchParams(location.search).get('invitation');
    if (invitation) return { kind: 'invitation', token: invitation };
    const token = handed ?? storedConsoleToken(id);
    return token ? { kind: 'console', token } : { kind: 'login', notice: null };
  });

  // The handed token leaves the address and the history at once: a copied or bookmarked address
  // carries no session. (A fragment never reaches a server either.)
  useEffect(() => {
    if (tokenOfFragment(location.hash))
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  /** Leaves the invitation link's address for the console's own. */
  const dropInvitation = useCallback(
    () => navigate({ pathname: location.pathname }, { replace: true }),
    [location.pathname, navigate],
  );

  const handleLoggedIn = (token: string) => {
    storeConsoleToken(id, token, 'browser');
    setEntry({ kind: 'console', token });
  };

  const endSession = useCallback(
    (token: string, notice: LoginNotice) => {
      forgetConsoleToken(id, token);
      setEntry({ kind: 'login', notice });
    },
    [id],
  );

  if (entry.kind === 'console') {
    const { token } = entry;
    return (
      <ConsoleView
        key={token}
        webcastId={id}
        token={token}
        onEnded={() => endSession(token, 'ended')}
        onLoggedOut={() => endSession(token, 'loggedOut')}
      />
    );
  }
  return (
    <ConsoleFrame>
      {entry.kind === 'invitation' ? (
        <ConsoleInvitation
          token={entry.token}
          onAccepted={(token) => {
            dropInvitation();
            handleLoggedIn(token);
          }}
          onLogin={() => {
            dropInvitation();
            setEntry({ kind: 'login', notice: null });
          }}
        />
      ) : (
        <ConsoleLogin webcastId={id} notice={entry.notice} onLoggedIn={handleLoggedIn} />
      )}
    </ConsoleFrame>
  );
}
