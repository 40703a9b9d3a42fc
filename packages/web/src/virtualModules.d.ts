// The English texts of the first screens and of the venue (lib/firstTexts.ts), made by
// vite.config.ts at build.
declare module 'virtual:foyer-first-texts' {
  const texts: Record<string, unknown>;
  export default texts;
}

declare module 'virtual:foyer-venue-texts' {
  const texts: Record<string, unknown>;
  export default texts;
}
