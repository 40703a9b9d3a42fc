/** Build flags of spec §1. */
export type BuildFlags = {
  subscription: boolean;
  debugMenu: boolean;
  languageKey: boolean;
  phoneConfirmation: boolean;
  kickstarter: boolean;
};

export const BUILD_FLAGS: Readonly<BuildFlags> = {
  subscription: true,
  debugMenu: false,
  languageKey: false,
  phoneConfirmation: false,
  kickstarter: true,
};
