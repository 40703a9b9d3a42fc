import { Badge, Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FailedCall } from '../../../api/failedCalls';

/** The failed API calls the client kept, newest first: time, method, path and what came back. */
export function FailedCallsTable({ calls }: { calls: readonly FailedCall[] }) {
  const { t, i18n } = useTranslation();
  if (calls.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('debug.failedCalls.empty')}
      </Text>
    );
  }
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('debug.failedCalls.time')}</Table.Th>
            <Table.Th>{t('debug.failedCalls.method')}</Table.Th>
            <Table.Th>{t('debug.failedCalls.path')}</Table.Th>
            <Table.Th>{t('debug.failedCalls.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calls.map((call) => (
            <Table.Tr key={call.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{time.format(call.at)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color="gray" radius="sm">
                  {call.method}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Code style={{ overflowWrap: 'anywhere' }}>{call.path}</Code>
              </Table.Td>
              <Table.Td>
                {call.status === 0
                  ? t('debug.failedCalls.networkError')
                  : [call.status, call.errorKey].filter(Boolean).join(' · ')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
