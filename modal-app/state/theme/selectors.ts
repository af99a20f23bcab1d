import type { ThemeState } from './themeSlice'

/** Theme. @example selectTheme(state).themeMode // 'dark' */
export const selectTheme = (s: { theme: ThemeState }): ThemeState => s.theme
