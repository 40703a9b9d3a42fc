import {
  Badge,
  Button,
  Card,
  ColorSwatch,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../../../ui/theme';
import { usePageTitle } from '../../../ui/usePageTitle';

const SHADES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** /ui-kit-new: the theme's tokens (colours, layout constants, buttons and inputs). */
export function UiKitNewPage() {
  const { t } = useTranslation();
  usePageTitle(t('dev.uiKitNew.title'));
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('dev.uiKitNew.title')}</Title>
        <Text c="dimmed">{t('dev.uiKitNew.subtitle')}</Text>
      </Stack>
      <Card withBorder radius="lg" padding="xl">
        <Title order={2} fz="lg" mb="md">
          {t('dev.uiKitNew.colors')}
        </Title>
        {(['brand', 'gray'] as const).map((color) => (
          <Group key={color} gap="xs" mb="sm">
            <Text w={60} size="sm" fw={600}>
              {color}
            </Text>
            {SHADES.map((shade) => (
              <ColorSwatch
                key={shade}
                color={`var(--mantine-color-${color}-${shade})`}
                size={32}
                role="img"
                aria-label={`${color} ${shade}`}
              />
            ))}
          </Group>
        ))}
      </Card>
      <Card withBorder radius="lg" padding="xl">
        <Title order={2} fz="lg" mb="md">
          {t('dev.uiKitNew.layout')}
        </Title>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{t('dev.uiKitNew.breakpoints')}</Table.Th>
              <Table.Td>{Object.values(LAYOUT.breakpoints).join(' / ')} px</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('dev.uiKitNew.dialogs')}</Table.Th>
              <Table.Td>{Object.values(LAYOUT.dialogWidths).join(' / ')} px</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('dev.uiKitNew.inputs')}</Table.Th>
              <Table.Td>{Object.values(LAYOUT.inputHeight).join(' / ')} px</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder radius="lg" padding="xl">
        <Title order={2} fz="lg" mb="md">
          {t('dev.uiKitNew.controls')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Group>
            <Button>{t('common.save')}</Button>
            <Button variant="light">{t('common.next')}</Button>
            <Button variant="default">{t('common.cancel')}</Button>
            <Button color="red">{t('common.delete')}</Button>
            <Badge>{t('comingSoon.badge')}</Badge>
          </Group>
          <Stack>
            <TextInput label={t('dev.uiKitNew.normal')} />
            <TextInput label={t('dev.uiKitNew.large')} size="lg" />
          </Stack>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
