import { Button, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A link back to where the screen was opened from. */
  back?: { to: string; label: string };
};

/** The title block of an application screen: optional back link, the page heading, a dimmed line. */
export function PageHeader({ title, subtitle, back }: PageHeaderProps) {
  return (
    <div>
      {back && (
        <Button
          component={Link}
          to={back.to}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          px={0}
        >
          {back.label}
        </Button>
      )}
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      )}
    </div>
  );
}
