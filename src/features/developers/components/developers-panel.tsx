// The Developers page's body: the API keys and the form for a new one, the key just created (shown
// once), curl examples that use it while it is shown, and the API reference.
import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { ApiKey } from '@/api/generated/model/apiKey';
import { ApiKeysList } from './api-keys-list';
import { CreateKeyForm } from './create-key-form';
import { ApiReferenceLink, CurlExamples } from './curl-examples';
import { NewKey } from './new-key';

export function DevelopersPanel() {
  const [created, setCreated] = useState<ApiKey | null>(null);
  return (
    <Stack>
      <ApiKeysList />
      <CreateKeyForm onCreated={setCreated} />
      {created && <NewKey apiKey={created} onDone={() => setCreated(null)} />}
      <CurlExamples apiKey={created?.Secret ?? null} />
      <ApiReferenceLink />
    </Stack>
  );
}
