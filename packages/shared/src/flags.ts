/** Build flags of spec §1. */
export const BUILD_FLAGS = {
  subscription: true,
  debugMenu: false,
  languageKey: false,
  phoneConfirmation: false,
  kickstarter: true,
} as const;
