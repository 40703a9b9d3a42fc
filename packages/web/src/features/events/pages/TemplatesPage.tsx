import { PageHeader } from '../../../ui/PageHeader';
import type { EventTemplate } from '@foyer/shared';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/usePageTitle';
import { StartRoomPreview } from '../components/StartRoomPreview';
import { UpgradePrompt } from '../components/UpgradePrompt';
import { UseTemplateModal } from '../components/UseTemplateModal';
import { useEventTemplates } from '../queries';
import { templateText } from '../templateText';
import { useEventLimit } from '../useEventLimit';

/** Placeholder id of GET events/preview/{id}?template=: the template's venue, not a saved event. */
const TEMPLATE_PREVIEW_ID = 'x';

function TemplateCard({
  template,
  isDisabled,
  onUse,
}: {
  template: EventTemplate;
  isDisabled: boolean;
  onUse: (template: EventTemplate) => void;
}) {
  const { t } = useTranslation();
  const name = templateText(t, template, 'name');
  const headingId = `template-${template.id}`;
  return (
    <Card withBorder radius="lg" padding={0} component="article" aria-labelledby={headingId}>
      <Card.Section>
        <StartRoomPreview eventId={TEMPLATE_PREVIEW_ID} template={template.id} />
      </Card.Section>
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Title order={2} fz="lg" id={headingId}>
          {name}
        </Title>
        <Text size="sm" c="dimmed">
          {templateText(t, template, 'description')}
        </Text>
        <Group gap="xs" mt={4}>
          <Badge variant="light" color="gray">
            {t('eventsList.rooms', { count: template.roomCount })}
          </Badge>
          <Badge variant="light" color="gray">
            {t('eventsList.booths', { count: template.boothCount })}
          </Badge>
        </Group>
      </Stack>
      <Group p="md" pt={0}>
        <Button fullWidth onClick={() => onUse(template)} disabled={isDisabled} aria-describedby={headingId}>
          {t('templates.use')}
        </Button>
      </Group>
    </Card>
  );
}

/** /events/templates: ready-made venues; "Use this template" asks the name and creates the event. */
export default function TemplatesPage() {
  const { t } = useTranslation();
  usePageTitle(t('templates.title'));
  const { data: templates, isPending } = useEventTemplates();
  const { isLimitReached } = useEventLimit();
  const [chosen, setChosen] = useState<EventTemplate | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: '/events/list', label: t('templates.back') }}
        title={t('templates.title')}
        subtitle={t('templates.intro')}
      />
      {isLimitReached && <UpgradePrompt />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy={isPending || undefined}>
        {isPending
          ? [0, 1, 2].map((i) => (
              <Card withBorder radius="lg" padding="md" key={i}>
                <Skeleton height={160} mb="md" />
                <Skeleton height={18} width="60%" mb={8} />
                <Skeleton height={12} />
              </Card>
            ))
          : templates?.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                isDisabled={isLimitReached}
                onUse={setChosen}
              />
            ))}
      </SimpleGrid>
      <UseTemplateModal template={chosen} onClose={() => setChosen(null)} />
    </Stack>
  );
}
