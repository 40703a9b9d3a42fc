import { passwordRuleResults } from '@foyer/shared';
import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Each password rule of spec §5, passed or failed, live. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <div id={id}>
      <Text size="sm" fw={600} mb={6}>
        {t('password.rulesTitle')}
      </Text>
      <List spacing={4} size="sm" center>
        {passwordRuleResults(password).map((rule) => (
          <List.Item
            key={rule.key}
            data-passed={rule.passed}
            icon={
              <ThemeIcon size={18} radius="xl" color={rule.passed ? 'teal' : 'red'} variant="light">
                {rule.passed ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
              </ThemeIcon>
            }
          >
            <Text span size="sm" c={rule.passed ? 'teal' : undefined}>
              {t(rule.key)}
            </Text>
            <Text
              span
              className="visually-hidden"
              style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              {` (${rule.passed ? t('password.passed') : t('password.failed')})`}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
