/** A group of fields under a bold caption, aligned with the fields around it (Fieldset variant "unstyled"). */
export const FIELDSET_STYLES = {
  root: { padding: 0, margin: 0, border: 0, minWidth: 0 },
  legend: {
    padding: 0,
    marginBottom: 'var(--mantine-spacing-xs)',
    fontWeight: 650,
    fontSize: 'var(--mantine-font-size-md)',
  },
} as const;
