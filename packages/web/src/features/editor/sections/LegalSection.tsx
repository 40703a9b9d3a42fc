import { List } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../components/SectionHeader';
import { useEditorShell } from '../shellContext';
import { LinkCard } from './LinkCard';

const LEGAL_LINKS = ['imprint', 'privacy', 'terms', 'organiser'] as const;

/** The legal section: the legal links (imprint, privacy, terms, organiser) belong to the registration page. */
export function LegalSection() {
  const { t } = useTranslation();
  const { eventId } = useEditorShell();
  return (
    <>
      <SectionHeader title={t('editor.sections.legal')} />
      <LinkCard
        icon={<IconScale size={22} aria-hidden />}
        text={t('editor.legal.text')}
        to={`/events/regpage/${eventId}`}
        linkLabel={t('editor.legal.open')}
      >
        <List size="sm" spacing={2}>
          {LEGAL_LINKS.map((link) => (
            <List.Item key={link}>{t(`editor.legal.links.${link}`)}</List.Item>
          ))}
        </List>
      </LinkCard>
    </>
  );
}
