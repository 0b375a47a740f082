// A text creative's words as the partner will paste them: a shaded block that keeps long unbroken
// words inside it (the admin's review and the partner's copy modal).
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

export function CreativeText({ children }: { children: ReactNode }) {
  return (
    <Text p="sm" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}
