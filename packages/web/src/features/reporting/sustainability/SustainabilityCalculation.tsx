import {
  SUSTAINABILITY_FACTORS,
  type SustainabilityReport,
  type SustainabilityTerm,
  TERM_FACTOR,
} from '@foyer/shared';
import { Anchor, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { type SustainabilityFormat, factorOf, formulaOf } from './format';

/**
 * The calculation as a table: each term with its formula written out (the event's figures and the
 * assumptions), its factor, its source (a link to the publication) and its CO₂e; the in-person and
 * virtual totals and the net. Then the sources and what the calculation leaves out.
 */
export function SustainabilityCalculation({
  report,
  format,
}: {
  report: SustainabilityReport;
  format: SustainabilityFormat;
}) {
  const { t } = useTranslation();
  const { result, inputs, assumptions } = report;
  const sourceNumber = (id: SustainabilityTerm['source']) => result.sources.findIndex((s) => s.id === id) + 1;

  const sourceCell = (term: SustainabilityTerm) => {
    if (term.isFactorEdited)
      return t('sustainability.calculation.edited', {
        value: format.factor(SUSTAINABILITY_FACTORS[TERM_FACTOR[term.key]].value),
      });
    const source = result.sources.find((s) => s.id === term.source);
    if (!source) return null;
    const label = `${source.short} [${sourceNumber(source.id)}]`;
    return source.url ? (
      <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="sm">
        {label}
      </Anchor>
    ) : (
      label
    );
  };

  const sides = [
    { side: 'inPerson', label: t('sustainability.inPerson'), total: result.inPersonKg },
    { side: 'virtual', label: t('sustainability.virtual'), total: result.virtualKg },
  ] as const;

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="sustainability-calculation"
    >
      <Stack gap="md">
        <Title order={3} fz="lg" id="sustainability-calculation">
          {t('sustainability.calculation.title')}
        </Title>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" aria-labelledby="sustainability-calculation">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sustainability.calculation.term')}</Table.Th>
                <Table.Th>{t('sustainability.calculation.formula')}</Table.Th>
                <Table.Th>{t('sustainability.calculation.factor')}</Table.Th>
                <Table.Th>{t('sustainability.calculation.source')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('sustainability.calculation.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sides.map(({ side, label, total }) => (
                <Fragment key={side}>
                  <Table.Tr>
                    <Table.Th colSpan={5} scope="colgroup" bg="var(--mantine-color-default-hover)">
                      {label}
                    </Table.Th>
                  </Table.Tr>
                  {result.terms
                    .filter((term) => term.side === side)
                    .map((term) => (
                      <Table.Tr key={term.key}>
                        <Table.Th scope="row" fw={500}>
                          {t(`sustainability.terms.${term.key}`)}
                        </Table.Th>
                        <Table.Td>
                          <Text size="sm">{formulaOf(term, inputs, assumptions, format, t)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{factorOf(term, assumptions, format, t)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{sourceCell(term)}</Text>
                        </Table.Td>
                        <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                          {format.amount(term.kg)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  <Table.Tr>
                    <Table.Th scope="row" colSpan={4}>
                      {`${t('sustainability.calculation.subtotal')} – ${label}`}
                    </Table.Th>
                    <Table.Td fw={700} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      {format.amount(total)}
                    </Table.Td>
                  </Table.Tr>
                </Fragment>
              ))}
              <Table.Tr>
                <Table.Th scope="row" colSpan={4} fz="md">
                  {t('sustainability.net')}
                </Table.Th>
                <Table.Td fw={700} fz="md" style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {format.amount(result.netAvoidedKg)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        <div>
          <Title order={4} fz="md" mb="xs">
            {t('sustainability.sources.title')}
          </Title>
          <List type="ordered" size="sm" spacing={4}>
            {result.sources.map((s) => (
              <List.Item key={s.id}>
                {s.id === 'assumption' ? (
                  t('sustainability.sources.assumption')
                ) : (
                  <>
                    {`${s.publisher}${s.year ? ` (${s.year})` : ''}: `}
                    {s.url ? (
                      <Anchor href={s.url} target="_blank" rel="noopener noreferrer" size="sm">
                        {s.title}
                      </Anchor>
                    ) : (
                      s.title
                    )}
                  </>
                )}
              </List.Item>
            ))}
          </List>
        </div>
        <Stack gap={4}>
          {(['attendance', 'streaming', 'venue', 'notIncluded'] as const).map((note) => (
            <Text key={note} size="xs" c="dimmed">
              {t(`sustainability.notes.${note}`)}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
