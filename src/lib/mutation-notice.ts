// The two steps most feature write hooks take after a generated mutation succeeds: fetch the
// query keys it changed again, and say so in a success toast. `useInvalidate` makes the refresh
// (`useKeepAnswer` one that first puts the mutation's answer in the cache); `noticeThen` makes an
// onSuccess that shows the toast first and then waits for the refresh.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createElement, type ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { notifySuccess } from './notify';

/** A translated toast text: a message descriptor, with its values where it has any. */
export type Notice = ComponentProps<typeof FormattedMessage>;

/** Shows a success toast with the translated notice; several notices make one text, a space apart. */
export function notifyNotice(notice: Notice | Notice[]): string {
  if (!Array.isArray(notice)) return notifySuccess(createElement(FormattedMessage, notice));
  const texts = notice.flatMap((part, index) => [...(index ? [' '] : []), createElement(FormattedMessage, part)]);
  return notifySuccess(createElement('span', null, ...texts));
}

/** A function that marks the given queries stale (all at once) and resolves when they are fetched again. */
export function useInvalidate(...queryKeys: QueryKey[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/**
 * A refresh that keeps the mutation's answer: it goes into the cache at once, under `answerKey`
 * (or the key it gives for the answer), then the given queries are fetched again.
 */
export function useKeepAnswer<TData>(
  answerKey: QueryKey | ((data: TData) => QueryKey),
  ...queryKeys: QueryKey[]
): (data: TData) => Promise<void> {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate(...queryKeys);
  return (data) => {
    queryClient.setQueryData(typeof answerKey === 'function' ? answerKey(data) : answerKey, data);
    return invalidate();
  };
}

/**
 * An onSuccess: the toast (its notice may depend on the answer), then the refresh, which gets the
 * answer too (to put it in the cache before fetching again, say).
 */
export function noticeThen<TData>(
  notice: Notice | Notice[] | ((data: TData) => Notice | Notice[]),
  refresh: (data: TData) => Promise<unknown>,
) {
  return async (data: TData): Promise<void> => {
    notifyNotice(typeof notice === 'function' ? notice(data) : notice);
    await refresh(data);
  };
}
