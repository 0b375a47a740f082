// react-intl 12 types a defineMessages() result as taking no values, which rejects every
// "{name}" message. This keeps the same name (so `formatjs extract` still finds the calls)
// and returns plain descriptors that accept values.
import type { MessageDescriptor } from 'react-intl';

type Descriptor = MessageDescriptor & { id: string; defaultMessage: string };

export function defineMessages<K extends string>(messages: Record<K, Descriptor>): Record<K, Descriptor> {
  return messages;
}

/** One descriptor (for a table entry's label), found by `formatjs extract` like `defineMessages`. */
export function defineMessage(message: Descriptor): Descriptor {
  return message;
}
