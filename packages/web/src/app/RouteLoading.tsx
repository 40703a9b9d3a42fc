import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What shows for the moment the first route's guard decides: a spinner that says so. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" component="main" aria-busy="true">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
