// The notifications page's messages: the list, mark as read, and browser notifications.
import { defineMessages } from '@/i18n/define-messages';

export const notificationsMessages = defineMessages({
  title: { id: 'notifications.title', defaultMessage: 'Notifications' },
  filterLabel: { id: 'notifications.filter.label', defaultMessage: 'Show' },
  filterAll: { id: 'notifications.filter.all', defaultMessage: 'All' },
  filterUnread: { id: 'notifications.filter.unread', defaultMessage: 'Unread' },
  empty: { id: 'notifications.empty', defaultMessage: 'No notifications.' },
  emptyUnread: { id: 'notifications.empty-unread', defaultMessage: 'No unread notifications.' },
  unread: { id: 'notifications.unread', defaultMessage: 'Unread' },
  open: { id: 'notifications.open', defaultMessage: 'Open' },
  markRead: { id: 'notifications.mark-read', defaultMessage: 'Mark as read' },
  markReadOf: { id: 'notifications.mark-read-of', defaultMessage: 'Mark as read: “{title}”' },
  markAllRead: { id: 'notifications.mark-all-read', defaultMessage: 'Mark all as read' },
  markedRead: {
    id: 'notifications.marked-read',
    defaultMessage: '{count, plural, =0 {Nothing to mark} one {# notification marked as read} other {# notifications marked as read}}',
  },
  levelInfo: { id: 'notifications.level.info', defaultMessage: 'Information' },
  levelSuccess: { id: 'notifications.level.success', defaultMessage: 'Success' },
  levelWarning: { id: 'notifications.level.warning', defaultMessage: 'Attention' },
  levelError: { id: 'notifications.level.error', defaultMessage: 'Problem' },
  pushTitle: { id: 'notifications.push.title', defaultMessage: 'Browser notifications' },
  pushUnsupported: {
    id: 'notifications.push.unsupported',
    defaultMessage:
      'This browser does not offer notifications. New notifications still appear here and in the bell while the portal is open.',
  },
  pushDenied: {
    id: 'notifications.push.denied',
    defaultMessage: 'Notifications are blocked for this site in your browser settings. Allow them there to be notified.',
  },
  pushAsk: { id: 'notifications.push.ask', defaultMessage: 'Let the browser notify you about payments, documents and demo balance.' },
  pushEnable: { id: 'notifications.push.enable', defaultMessage: 'Enable browser notifications' },
  pushNoService: {
    id: 'notifications.push.no-service',
    defaultMessage: 'Notifications are allowed, but this browser has no push service, so they appear only while the portal is open.',
  },
  pushNoKey: {
    id: 'notifications.push.no-key',
    defaultMessage:
      'Notifications are allowed. Push delivery is not configured for this server (no push key), so they appear only while the portal is open.',
  },
  pushSubscribed: { id: 'notifications.push.subscribed', defaultMessage: 'Browser notifications are on: this browser is subscribed.' },
  pushFailed: { id: 'notifications.push.failed', defaultMessage: 'The browser could not subscribe to notifications. Try again later.' },
  pushSubscribe: { id: 'notifications.push.subscribe', defaultMessage: 'Subscribe this browser' },
});
