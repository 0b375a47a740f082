// A headline figure: its dimmed label over the value in large bold type (the sub-affiliates'
// commission, the demo-balance limits). `framed` gives it a bordered card of its own.
import { Card, Text } from '@mantine/core';

export function HeadlineFigure({ label, value, testId, framed }: { label: string; value: string; testId: string; framed?: boolean }) {
  const content = (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </>
  );
  return framed ? (
    <Card withBorder padding="md" radius="md">
      {content}
    </Card>
  ) : (
    <div>{content}</div>
  );
}
