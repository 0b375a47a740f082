// The route-error page (spec §2, shown by the root route's error boundary): shows the error's
// name and message (fixed Portuguese fallbacks, in both languages), sends a report, then after
// 1 s clears local and session storage and reloads at / (a reload, so no state of the broken
// session survives).
import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { Center, Code, Loader, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse } from 'react-router';
import { reportClientError } from '@/api/generated/endpoints/system/system';
import { paths } from '@/config/paths';
import { defineMessages } from '@/i18n/define-messages';
import { FIXED_TEXT_LANG, FixedTextSense } from '@/i18n/fixed-text';
import { BootShellRelease } from '../boot-shell';

// Fixed by the spec in Portuguese; shown as written whatever the language.
export const UNKNOWN_ERROR_NAME = 'Erro desconhecido';
export const UNKNOWN_ERROR_MESSAGE = 'Um erro desconhecido ocorreu.';
export const ROUTE_ERROR_REDIRECT_MS = 1000;

const messages = defineMessages({
  leaving: { id: 'shell.route-error.leaving', defaultMessage: 'Taking you back to the start…' },
});

/** What leaving does, in two steps so tests can keep the page (jsdom cannot navigate). */
export const routeErrorExit = {
  clearStorage: (): void => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      /* storage blocked: nothing to clear */
    }
  },
  goHome: (): void => window.location.assign(paths.home),
};

interface Described {
  name: string;
  message: string;
  stack?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

export function describeError(error: unknown): Described {
  if (isRouteErrorResponse(error)) {
    return {
      name: `${error.status}`,
      message: text(error.statusText) ?? text(error.data) ?? UNKNOWN_ERROR_MESSAGE,
    };
  }
  if (typeof error === 'object' && error !== null) {
    const e = error as { name?: unknown; message?: unknown; stack?: unknown };
    return {
      name: text(e.name) ?? UNKNOWN_ERROR_NAME,
      message: text(e.message) ?? UNKNOWN_ERROR_MESSAGE,
      stack: text(e.stack),
    };
  }
  return { name: UNKNOWN_ERROR_NAME, message: text(error) ?? UNKNOWN_ERROR_MESSAGE };
}

export function RouteErrorPage({ error }: { error: unknown }) {
  const intl = useIntl();
  const described = describeError(error);
  const reported = useRef(false);
  const fixedName = described.name === UNKNOWN_ERROR_NAME;
  const fixedMessage = described.message === UNKNOWN_ERROR_MESSAGE;

  useEffect(() => {
    if (!reported.current) {
      reported.current = true;
      const { name, message, stack } = described;
      // Best effort: the page leaves after 1 s whether or not the report got through.
      reportClientError({ name: name.slice(0, 256), message: message.slice(0, 4096), stack: stack?.slice(0, 32768) }).catch(
        () => undefined,
      );
    }
    const timer = setTimeout(() => {
      routeErrorExit.clearStorage();
      routeErrorExit.goHome();
    }, ROUTE_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
    // Once per error page: the error does not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Center mih="100dvh" p="md" component="main">
      <BootShellRelease />
      <Stack align="center" maw={560}>
        <Title order={1} size="h2" ta="center" lang={fixedName ? FIXED_TEXT_LANG : undefined}>
          {described.name}
        </Title>
        {fixedName && <FixedTextSense of="unknown-error-name" />}
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} lang={fixedMessage ? FIXED_TEXT_LANG : undefined}>
          {described.message}
        </Code>
        {fixedMessage && <FixedTextSense of="unknown-error-message" />}
        <Loader size="sm" aria-hidden />
        <Text c="dimmed" role="status">
          {intl.formatMessage(messages.leaving)}
        </Text>
      </Stack>
    </Center>
  );
}

/** The root route's error boundary: anything thrown while rendering below it (a page, a lazy
 * module that cannot be loaded) shows the route-error page, which leaves for / after 1 s. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
