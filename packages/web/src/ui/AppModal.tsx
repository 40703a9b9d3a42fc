import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBlurWhile } from './blur';

/**
 * Mantine Modal that blurs the app behind it and names its close button ("Close" in the user's
 * language); sizes are the named dialog widths (sm 400 … xl 1250).
 */
export function AppModal({ closeButtonProps, ...props }: ModalProps) {
  const { t } = useTranslation();
  useBlurWhile(props.opened);
  return <Modal closeButtonProps={{ 'aria-label': t('common.close'), ...closeButtonProps }} {...props} />;
}
