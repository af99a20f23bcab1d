import { createContext } from 'react'

/**
 * Whether the modal around a component takes input: false while closed and in the frame that
 * first shows the opened modal (see useLiveAfterFrame), provided by ModalShell. A context
 * rather than a prop, so the moment the modal goes live re-renders only what reads it (the
 * header, which then moves focus), not the views. Outside a ModalShell it is true.
 *
 * @example
 * const live = useContext(LiveContext)
 */
export const LiveContext = createContext(true)
