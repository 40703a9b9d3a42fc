import { Button, Group } from '@mantine/core';
import { IconPhotoSearch, IconX } from '@tabler/icons-react';

type AssetChooseButtonsProps = {
  /** The field's label: added to each button's accessible name ("Choose… Header image"). */
  label: string;
  chooseText: string;
  removeText: string;
  /** Offers "Remove" (an asset is chosen). */
  hasValue: boolean;
  onChoose(): void;
  onRemove(): void;
};

/** "Choose…" (opens the media library) and "Remove" of a field that holds one asset. */
export function AssetChooseButtons({
  label,
  chooseText,
  removeText,
  hasValue,
  onChoose,
  onRemove,
}: AssetChooseButtonsProps) {
  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconPhotoSearch size={14} aria-hidden />}
        onClick={onChoose}
        aria-label={`${chooseText} ${label}`}
      >
        {chooseText}
      </Button>
      {hasValue && (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={onRemove}
          aria-label={`${removeText} ${label}`}
        >
          {removeText}
        </Button>
      )}
    </Group>
  );
}
