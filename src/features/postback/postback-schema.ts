// The postback form's rules: the generated body schema plus what the form adds — a required,
// parseable http(s) endpoint, at least one event, and keys that do not repeat (the message goes
// to the repeated key's own field). Each failure is an ErrorKey id (lib/form-errors.ts).
import { z } from 'zod';
import {
  savePostbackBody,
  savePostbackBodyEndpointMax,
  savePostbackBodyKeysItemKeyRegExp,
  savePostbackBodyKeysMax,
} from '@/api/generated/zod/postback/postback.zod';
import type { PostbackSettings } from '@/api/generated/model/postbackSettings';
import '@/lib/form-errors';
import { postbackMessages as m } from './messages';

const isHttpUrl = (value: string): boolean => {
  if (!/^https?:\/\/\S+$/i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
};

const key = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .refine((v) => savePostbackBodyKeysItemKeyRegExp.test(v), { params: { id: m.keyFormat.id } }),
  value: savePostbackBody.shape.keys.element.shape.value,
});

export const postbackFormSchema = savePostbackBody.extend({
  endpoint: z
    .string()
    .trim()
    .min(1)
    .max(savePostbackBodyEndpointMax)
    .refine(isHttpUrl, { params: { id: m.endpointInvalid.id } }),
  method: z.enum(['GET', 'POST']),
  events: z.array(savePostbackBody.shape.events.element).refine((v) => v.length > 0, { params: { id: m.eventsRequired.id } }),
  keys: z
    .array(key)
    .max(savePostbackBodyKeysMax)
    .superRefine((keys, ctx) => {
      const seen = new Set<string>();
      keys.forEach((k, i) => {
        const name = k.key.trim();
        if (!name) return;
        if (seen.has(name)) ctx.addIssue({ code: 'custom', path: [i, 'key'], params: { id: m.keyDuplicate.id } });
        seen.add(name);
      });
    }),
  enabled: z.boolean(),
});

export type PostbackFormValues = z.infer<typeof postbackFormSchema>;

export const emptyPostback: PostbackFormValues = {
  endpoint: '',
  method: 'GET',
  events: ['registration', 'ftd', 'qftd'],
  keys: [],
  enabled: true,
};

export function toPostbackForm(settings: PostbackSettings | undefined): PostbackFormValues {
  if (!settings) return emptyPostback;
  return {
    endpoint: settings.Endpoint,
    method: settings.Method,
    events: [...settings.Events],
    keys: settings.Keys.map((k) => ({ key: k.Key, value: k.Value })),
    enabled: settings.Enabled,
  };
}
