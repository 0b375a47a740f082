// Login-as: the generated mutation, its token read from the response headers, and the
// window/storage round-trip of ./impersonation. `start` must be called synchronously from the
// click (or submit) handler: it opens the window inside the user's gesture.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminLoginAsPartner } from '@/api/generated/endpoints/admin-partners/admin-partners';
import type { PartnerSearchResult } from '@/api/generated/model/partnerSearchResult';
import { paths } from '@/config/paths';
import { analytics } from '@/lib/analytics/analytics';
import { startImpersonation, type ImpersonationSession } from './impersonation';

export type LoginAsState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'waiting'; username: string }
  | { status: 'blocked' }
  | { status: 'failed'; reason: 'request' | 'no-token' }
  | { status: 'restored' };

export function useLoginAs(): { state: LoginAsState; start: (partner: PartnerSearchResult, reason: string) => void; end: () => void } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LoginAsState>({ status: 'idle' });
  const headers = useRef<Record<string, string>>({});
  const session = useRef<ImpersonationSession | null>(null);
  const mutation = useAdminLoginAsPartner({ request: { onHeaders: (h) => (headers.current = h) } });
  const { mutate } = mutation;

  // Leaving (unmount) ends the impersonation: no tab stays signed in as the partner.
  useEffect(() => () => session.current?.end(), []);

  const start = useCallback(
    (partner: PartnerSearchResult, reason: string) => {
      const win = window.open('', '_blank');
      if (!win) {
        setState({ status: 'blocked' });
        return;
      }
      setState({ status: 'pending' });
      headers.current = {};
      mutate(
        { partnerId: partner.ID, data: { reason } },
        {
          onSuccess: () => {
            const token = headers.current.authorization?.replace(/^Bearer\s+/i, '').trim();
            if (!token) {
              win.close();
              setState({ status: 'failed', reason: 'no-token' });
              return;
            }
            const started = startImpersonation({
              storage: window.localStorage,
              win,
              token,
              expiresAt: headers.current.expires ?? null,
              url: paths.overview,
              host: window,
              onRestored: () => {
                session.current = null;
                setState({ status: 'restored' });
                // Anything this tab fetched while storage held the partner's token is refetched.
                void queryClient.invalidateQueries();
              },
            });
            if (!started.opened) {
              setState({ status: 'blocked' });
              return;
            }
            session.current = started;
            analytics.track('sign_in', { method: 'impersonation' });
            setState({ status: 'waiting', username: partner.Username });
          },
          onError: () => {
            win.close();
            setState({ status: 'failed', reason: 'request' });
          },
        },
      );
    },
    [mutate, queryClient],
  );

  const end = useCallback(() => session.current?.end(), []);
  return { state, start, end };
}
