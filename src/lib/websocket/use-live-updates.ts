// Keeps the live socket open while a user is signed in, and turns its messages into toasts, the
// header's unread badge and cache refreshes (spec §4; openapi/websocket.md). Call it once, inside
// the router, in the signed-in layout.
//
// The token is read from storage when the session becomes authorised and kept for this
// connection's life, so every reconnect authenticates as the same user — even while an admin's
// login-as window has put a partner's token in the shared storage (see admin-popup/impersonation).
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { showToast as show } from '../notify';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate, type NavigateFunction } from 'react-router';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/profile/profile';
import type { User } from '@/api/generated/model/user';
import { tokenStore } from '@/api/token-store';
import { apiTarget } from '@/config/api-base';
import { useSession } from '../session';
import { startLiveClient, type SocketFactory } from './live-client';
import { planFor, type LiveToast } from './live-routing';
import { liveMessages } from './messages';
import { notificationBadge } from './notification-badge';
import { WS_PATH, type SocketEnvelope } from './socket-messages';

const colours = { info: 'blue', success: 'green', warning: 'yellow', error: 'red' } as const;

function showLiveToast(toast: LiveToast, intl: IntlShape, navigate: NavigateFunction): void {
  const f = intl.formatMessage;
  switch (toast.kind) {
    case 'notification': {
      const link = toast.link;
      show({
        title: toast.title || f(liveMessages.notificationFallback),
        message: toast.message,
        color: colours[toast.level],
        ...(link ? { onClick: () => void navigate(link), style: { cursor: 'pointer' } } : {}),
      });
      return;
    }
    case 'payment':
      show({ title: f(liveMessages.paymentTitle, { id: toast.id }), message: f(liveMessages.paymentBody, { status: toast.status }) });
      return;
    case 'demo-balance':
      show({ title: f(liveMessages.demoTitle, { id: toast.id }), message: f(liveMessages.demoBody, { status: toast.status }) });
      return;
    case 'business':
      show({
        title: f(liveMessages.businessTitle),
        message: f(liveMessages.businessBody, { status: toast.status }),
        color: toast.status === 'rejected' ? 'red' : toast.status === 'approved' ? 'green' : 'blue',
        ...(toast.status === 'rejected'
          ? { onClick: () => void navigate('/dashboard/profile/documents?step=bank-account'), style: { cursor: 'pointer' } }
          : {}),
      });
      return;
    case 'reports-failed':
      show({ message: f(liveMessages.reportsFailed), color: 'red' });
      return;
    case 'terms':
      return;
  }
}

/** Applies one frame: cache first (so a toast's link lands on fresh data), then toast and badge. */
export function applyLiveMessage(
  envelope: SocketEnvelope,
  deps: { queryClient: QueryClient; intl: IntlShape; navigate: NavigateFunction },
): void {
  const plan = planFor(envelope);
  if (!plan) return;
  const patch = plan.profilePatch;
  if (patch) deps.queryClient.setQueryData<User>(getGetProfileQueryKey(), (user) => (user ? { ...user, ...patch } : user));
  for (const queryKey of plan.invalidate) void deps.queryClient.invalidateQueries({ queryKey });
  if (plan.toast) {
    showLiveToast(plan.toast, deps.intl, deps.navigate);
    notificationBadge.increment();
  }
}

export function useLiveUpdates(options: { createSocket?: SocketFactory } = {}): void {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const intl = useIntl();
  const navigate = useNavigate();
  // The latest intl/navigate without reconnecting when the language changes.
  const deps = useRef({ queryClient, intl, navigate });
  deps.current = { queryClient, intl, navigate };
  const createSocket = options.createSocket;
  const userId = user?.ID;

  useEffect(() => {
    if (status !== 'authorised' || userId === undefined) return;
    const token = tokenStore.get();
    if (!token) return;
    const client = startLiveClient({
      url: apiTarget.wsUrl + WS_PATH,
      token,
      onMessage: (envelope) => applyLiveMessage(envelope, deps.current),
      ...(createSocket ? { createSocket } : {}),
    });
    return () => {
      client.stop();
      notificationBadge.reset();
    };
  }, [status, userId, createSocket]);
}
