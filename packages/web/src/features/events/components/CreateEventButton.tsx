import { Button, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../ui/lazyDialog';
import { useEventLimit } from '../useEventLimit';

/** The create-event dialog, downloaded when first opened (issue 20). */
export const CreateEventModal = lazyDialog(
  () => import('./CreateEventModal').then((m) => m.CreateEventModal),
  (p) => p.opened,
);

/**
 * The top bar's create-event button: disabled, with the limit as its tooltip, when the plan's
 * events are used up (POST events/validate/event/amount, rechecked on user and event changes).
 */
export function CreateEventButton({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const { isLimitReached } = useEventLimit();
  const limitId = useId();
  const label = t('shell.createEvent');
  const size = isCompact ? 'xs' : 'sm';

  return (
    <>
      {isLimitReached ? (
        // A disabled button gets no pointer events: the wrapper carries hover and focus for the tooltip.
        <Tooltip
          label={t('createEvent.limitReached')}
          multiline
          w={280}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <span
            // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must reach the tooltip of the disabled button
            tabIndex={0}
            aria-describedby={limitId}
            style={{ display: 'inline-block', cursor: 'not-allowed' }}
          >
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled
              size={size}
              style={{ pointerEvents: 'none' }}
            >
              {label}
            </Button>
            <span id={limitId} hidden>
              {t('createEvent.limitReached')}
            </span>
          </span>
        </Tooltip>
      ) : (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen(true)} size={size}>
          {label}
        </Button>
      )}
      <CreateEventModal opened={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
