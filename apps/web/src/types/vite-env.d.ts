// Build-time variables the app reads (Vite inlines them; absent means "not configured").
// Declaration merging needs an interface; a type alias cannot augment Vite's.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  // Google Analytics 4 measurement id (G-XXXXXXX); see docs/decisions/009-page-views.md.
  readonly VITE_GA_MEASUREMENT_ID?: string;
  // The organization of a user whose metadata names none (post-login flow, core-product.md §4).
  readonly VITE_DEFAULT_ORGANIZATION_ID?: string;
}
