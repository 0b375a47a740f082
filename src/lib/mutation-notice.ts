// The two steps most feature write hooks take after a generated mutation succeeds: fetch the
// query keys it changed again, and say so in a success toast. `useInvalidate` makes the refresh;
// `noticeThen` makes an onSuccess that shows the toast first and then waits for the refresh.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createElement, type ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { notifySuccess } from './notify';

/** A translated toast text: a message descriptor, with its values where it has any. */
export type Notice = ComponentProps<typeof FormattedMessage>;

/** Shows a success toast with the translated notice. */
export function notifyNotice(notice: Notice): string {
  return notifySuccess(createElement(FormattedMessage, notice));
}

/** A function that marks the given queries stale (all at once) and resolves when they are fetched again. */
export function useInvalidate(...queryKeys: QueryKey[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/** An onSuccess: the toast (its notice may depend on the answer), then the refresh. */
export function noticeThen<TData>(notice: Notice | ((data: TData) => Notice), refresh: () => Promise<unknown>) {
  return async (data: TData): Promise<void> => {
    notifyNotice(typeof notice === 'function' ? notice(data) : notice);
    await refresh();
  };
}
