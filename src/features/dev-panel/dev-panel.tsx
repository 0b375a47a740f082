// A small panel in mock mode: set the mock's clock, inject faults, reset the data. Loaded only
// when the in-browser mock runs, so production bundles never carry it.
import { useEffect, useState } from 'react';
import { Button, Group, NumberInput, Popover, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { DevToolsPlace } from './dev-tools-place';
import { devPanelMessages as m } from './messages';
import { mockControl, type MockState } from './mock-control';
import { ResetControl } from './reset-control';

export function DevPanel() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [state, setState] = useState<MockState | null>(null);
  const [clock, setClock] = useState('');
  const [latency, setLatency] = useState<number | string>(0);
  const [errorRate, setErrorRate] = useState<number | string>(0);
  const [networkRate, setNetworkRate] = useState<number | string>(0);
  const [error, setError] = useState<string | null>(null);

  const apply = async (action: () => Promise<MockState>, refetch = true): Promise<boolean> => {
    try {
      const next = await action();
      setState(next);
      setClock(next.now);
      setError(null);
      if (refetch) await queryClient.invalidateQueries();
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    }
  };

  useEffect(() => {
    void apply(mockControl.state, false);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <DevToolsPlace>
      <Popover width={300} position="top-start" withArrow shadow="md" trapFocus>
        <Popover.Target>
          <Button size="compact-xs" variant="default">
            {intl.formatMessage(m.open)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {intl.formatMessage(m.title)}
            </Title>
            <TextInput label={intl.formatMessage(m.clock)} value={clock} onChange={(e) => setClock(e.currentTarget.value)} />
            <Group gap="xs">
              <Button size="xs" onClick={() => apply(() => mockControl.setClock(clock))}>
                {intl.formatMessage(m.setClock)}
              </Button>
              <Button size="xs" variant="default" onClick={() => apply(() => mockControl.setClock(null))}>
                {intl.formatMessage(m.realClock)}
              </Button>
            </Group>
            <NumberInput label={intl.formatMessage(m.latency)} min={0} max={10000} value={latency} onChange={setLatency} />
            <NumberInput label={intl.formatMessage(m.errorRate)} min={0} max={100} value={errorRate} onChange={setErrorRate} />
            <NumberInput label={intl.formatMessage(m.networkRate)} min={0} max={100} value={networkRate} onChange={setNetworkRate} />
            <Group gap="xs">
              <Button
                size="xs"
                onClick={() =>
                  apply(
                    () =>
                      mockControl.setFaults({
                        latencyMs: Number(latency) || 0,
                        errorRate: (Number(errorRate) || 0) / 100,
                        networkErrorRate: (Number(networkRate) || 0) / 100,
                      }),
                    false,
                  )
                }
              >
                {intl.formatMessage(m.applyFaults)}
              </Button>
              <Button size="xs" variant="default" onClick={() => apply(mockControl.clearFaults, false)}>
                {intl.formatMessage(m.clearFaults)}
              </Button>
            </Group>
            {state && (
              <Text size="xs" c="dimmed">
                {intl.formatMessage(m.injected, { count: state.faultsInjected })}
              </Text>
            )}
            <ResetControl persistence={state?.persistence} onReset={() => apply(() => mockControl.reset())} />
            {error && (
              <Text size="xs" c="red" role="alert">
                {intl.formatMessage(m.failed, { message: error })}
              </Text>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </DevToolsPlace>
  );
}
