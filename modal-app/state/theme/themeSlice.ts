import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { ThemeDefaults } from '../../../shared/constants'
import type { ThemeMode, ThemeVariables } from '../../../shared/options'
import { optionsReceived } from '../options/optionsSlice'

/** theme (docs/entities.md#notification): mode (default dark, docs/views.md#styling) and the typed `--airlock-*` variables. */
export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../store/RootState' {
  interface RootState {
    theme: ThemeState
  }
}

export const initialThemeState: ThemeState = { themeMode: ThemeDefaults.themeMode, themeVariables: {} }

/**
 * Theme mode and variables; the host can change both live.
 *
 * @example
 * store.dispatch(themeModeChanged('light'))
 */
export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    themeModeChanged(state, action: PayloadAction<ThemeMode>) {
      if (action.payload === 'light' || action.payload === 'dark') state.themeMode = action.payload
    },
    themeVariablesChanged(state, action: PayloadAction<ThemeVariables>) {
      state.themeVariables = { ...state.themeVariables, ...action.payload }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(optionsReceived, (state, action) => {
      if (action.payload.themeMode === 'light' || action.payload.themeMode === 'dark') state.themeMode = action.payload.themeMode
      if (action.payload.themeVariables) state.themeVariables = { ...action.payload.themeVariables }
    })
  },
})

export const { themeModeChanged, themeVariablesChanged } = themeSlice.actions
