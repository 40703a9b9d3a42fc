import { Anchor, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';

const COLORS = {
  public: 'gray',
  registrationStep: 'orange',
  loggedIn: 'brand',
  mainAccount: 'grape',
} as const;

type TocRoute = { path: string; requirement: keyof typeof COLORS; comingSoon?: boolean };

type TocPageProps = {
  routes: readonly TocRoute[];
  redirects: readonly { from: string; to: string }[];
};

/** /toc: every route with its requirement (the app hands over its route table). */
export function TocPage({ routes, redirects }: TocPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('dev.toc.title'));
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('dev.toc.title')}</Title>
        <Text c="dimmed">{t('dev.toc.subtitle')}</Text>
      </Stack>
      <Card withBorder radius="lg" padding={0}>
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dev.toc.path')}</Table.Th>
                <Table.Th>{t('dev.toc.requirement')}</Table.Th>
                <Table.Th>{t('dev.toc.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {routes.map((route) => (
                <Table.Tr key={route.path}>
                  <Table.Td>
                    {route.path.includes(':') ? (
                      <Text ff="monospace" size="sm">
                        {route.path}
                      </Text>
                    ) : (
                      <Anchor component={Link} to={route.path} ff="monospace" size="sm">
                        {route.path}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={COLORS[route.requirement]}>
                      {t(`dev.toc.requirements.${route.requirement}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {route.comingSoon ? t('comingSoon.badge') : t('dev.toc.ready')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
              {redirects.map((r) => (
                <Table.Tr key={r.from}>
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {r.from}
                    </Text>
                  </Table.Td>
                  <Table.Td colSpan={2}>
                    <Text size="sm" c="dimmed">
                      {t('dev.toc.redirectsTo', { to: r.to })}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
