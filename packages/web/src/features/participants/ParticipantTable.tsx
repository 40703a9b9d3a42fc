import type { PARTICIPANT_SORTS } from '@foyer/shared';
import { Badge, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconListDetails,
  IconMailForward,
  IconTrash,
  IconUserShield,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { RowMenu } from '../../ui/RowMenu';
import type { Participant } from './queries';

export type ParticipantSort = (typeof PARTICIPANT_SORTS)[number];
export type SortOrder = 'ASC' | 'DESC';
export type ParticipantAction = 'answers' | 'resend' | 'moderator' | 'remove';

type SortState = { sort: ParticipantSort; order: SortOrder };

type ParticipantTableProps = {
  participants: readonly Participant[];
  /** Shows the event column (the list of all events). */
  hasEventColumn: boolean;
  sort: SortState;
  onSort: (sort: ParticipantSort) => void;
  onAction: (participant: Participant, action: ParticipantAction) => void;
  /** Offers "Show answers" (the event's profile fields are known). */
  hasAnswers: boolean;
};

/** A column header that sorts the list; announces its state through aria-sort. */
function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: ParticipantSort;
  label: string;
  sort: SortState;
  onSort: (sort: ParticipantSort) => void;
}) {
  const { t } = useTranslation();
  const isActive = sort.sort === column;
  const ariaSort = isActive ? (sort.order === 'ASC' ? 'ascending' : 'descending') : 'none';
  const Icon = !isActive ? IconArrowsSort : sort.order === 'ASC' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th scope="col" aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(column)} aria-label={t('participants.sortBy', { column: label })}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Icon size={14} aria-hidden style={{ opacity: isActive ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The actions of one participant: show answers, resend the confirmation, make moderator, remove. */
function ParticipantMenu({
  participant,
  onAction,
  hasAnswers,
}: {
  participant: Participant;
  onAction: (a: ParticipantAction) => void;
  hasAnswers: boolean;
}) {
  const { t } = useTranslation();
  const name = `${participant.firstName} ${participant.lastName}`;
  return (
    <RowMenu
      label={t('participants.actionsFor', { name })}
      items={[
        hasAnswers && {
          label: t('participants.actions.answers'),
          icon: IconListDetails,
          onClick: () => onAction('answers'),
        },
        { label: t('participants.actions.resend'), icon: IconMailForward, onClick: () => onAction('resend') },
        {
          label: t('participants.actions.moderator'),
          icon: IconUserShield,
          onClick: () => onAction('moderator'),
        },
        {
          label: t('participants.actions.remove'),
          icon: IconTrash,
          onClick: () => onAction('remove'),
          isDanger: true,
        },
      ]}
    />
  );
}

/** The list of participants: email, names, event (optional), confirmed, registration time, actions. */
export function ParticipantTable({
  participants,
  hasEventColumn,
  sort,
  onSort,
  onAction,
  hasAnswers,
}: ParticipantTableProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table.ScrollContainer minWidth={hasEventColumn ? 900 : 760} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('participants.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="email" label={t('participants.columns.email')} sort={sort} onSort={onSort} />
            <Table.Th scope="col">{t('participants.columns.firstName')}</Table.Th>
            <SortHeader
              column="lastName"
              label={t('participants.columns.lastName')}
              sort={sort}
              onSort={onSort}
            />
            {hasEventColumn && <Table.Th scope="col">{t('participants.columns.event')}</Table.Th>}
            <SortHeader
              column="confirmed"
              label={t('participants.columns.confirmed')}
              sort={sort}
              onSort={onSort}
            />
            <SortHeader
              column="registeredAt"
              label={t('participants.columns.registeredAt')}
              sort={sort}
              onSort={onSort}
            />
            <Table.Th scope="col" w={56}>
              <VisuallyHidden>{t('participants.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {participants.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td style={{ wordBreak: 'break-all' }}>
                {p.email}
                {p.mailStatus && (
                  <div>
                    <Badge variant="light" color={p.mailStatus === 'bounced' ? 'red' : 'gray'}>
                      {t(`participants.mailStatus.${p.mailStatus}`)}
                    </Badge>
                  </div>
                )}
              </Table.Td>
              <Table.Td>{p.firstName}</Table.Td>
              <Table.Td>{p.lastName}</Table.Td>
              {hasEventColumn && <Table.Td>{p.eventName}</Table.Td>}
              <Table.Td>
                <Badge variant="light" color={p.confirmed ? 'teal' : 'gray'}>
                  {p.confirmed ? t('participants.confirmed') : t('participants.unconfirmed')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {dateFormat.format(new Date(p.registeredAt))}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <ParticipantMenu
                    participant={p}
                    hasAnswers={hasAnswers}
                    onAction={(action) => onAction(p, action)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Loading: rows in the table's shape, announced as loading. */
export const ParticipantTableSkeleton = () => <ListSkeleton rows={6} height={36} />;
