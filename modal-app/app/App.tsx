import { Suspense, useCallback, useEffect, useMemo } from 'react'
import { alertDismissed } from '../state/alerts/alertsSlice'
import { selectCurrentAlert } from '../state/alerts/selectors'
import { modalClosed } from '../state/modal/modalActions'
import { notificationClosed } from '../state/notifications/notificationsSlice'
import { selectNotification } from '../state/notifications/selectors'
import { goBack } from '../state/router/goBack'
import { viewPushed } from '../state/router/routerSlice'
import { selectCanGoBack, selectCurrentRoute, selectHistory, selectIsOpen, selectIsShown, selectShakeId } from '../state/router/selectors'
import { selectStartView } from '../state/router/selectStartView'
import { selectIsPrimed } from '../state/router/selectIsPrimed'
import { selectTheme } from '../state/theme/selectors'
import { Header } from '../ui/components/Header'
import { lazyComponent } from '../ui/components/lazyComponent'
import { ModalShell, type ModalShellProps } from '../ui/components/ModalShell'
import { t } from '../ui/i18n/t'
import { buildThemeVars } from '../ui/theme/buildThemeVars'
import { useAppDispatch, useAppSelector } from '../store/hooks'
import { useLiveAfterFrame } from '../lib/useLiveAfterFrame'
import { useNavigationEnter } from './useNavigationEnter'
import { preloadViews, viewRegistry } from './viewRegistry'
import { headerTitleKey } from '../state/router/headerTitleKey'

// The banner and the toast show only once something happened: their code loads at idle (below),
// not in the first chunk, which every cold open evaluates and which has no bytes to spare.
const AlertBanner = lazyComponent<Parameters<typeof import('../ui/components/AlertBanner').AlertBanner>[0]>(() => import('../ui/components/AlertBanner').then((m) => ({ default: m.AlertBanner })))
const Toast = lazyComponent<Parameters<typeof import('../ui/components/Toast').Toast>[0]>(() => import('../ui/components/Toast').then((m) => ({ default: m.Toast })))

const TITLE_ID = 'airlock-title'

/**
 * The modal: the card with the header, the current view of the router stack, the alert banner
 * and the toast (in ShownModalShell, which alone re-renders when the card is shown). While
 * closed it keeps the start view rendered, painted at opacity 0 and inert, so the host's open()
 * is one small commit and one compositor-only frame, not a mount nor a
 * repaint: the view's subtree is a memoized element that opening doesn't re-render, nothing
 * animates on open (views and the title animate only when they change inside the open modal),
 * and the modal takes input (and focus) right after that frame (useLiveAfterFrame).
 *
 * @example
 * createRoot(el).render(<Provider store={store}><App /></Provider>)
 */
export function App() {
  const dispatch = useAppDispatch()
  const open = useAppSelector(selectIsOpen)
  const current = useAppSelector(selectCurrentRoute)
  const startView = useAppSelector(selectStartView)
  const history = useAppSelector(selectHistory).length
  // Closed, the modal renders what its next open shows: the start view alone, so no back button
  // from the stack a closed flow left behind.
  const route = open ? current : { view: startView }
  const depth = open ? history : 1
  const canGoBack = useAppSelector(selectCanGoBack) && open
  const shakeId = useAppSelector(selectShakeId)
  const theme = useAppSelector(selectTheme)
  const alert = useAppSelector(selectCurrentAlert)
  const notification = useAppSelector(selectNotification)
  const themeVars = useMemo(() => buildThemeVars(theme.themeMode, theme.themeVariables), [theme])
  const close = useCallback(() => dispatch(modalClosed({ reason: 'user' })), [dispatch])
  const dismissAlert = useCallback(() => dispatch(alertDismissed()), [dispatch])
  const dismissToast = useCallback(() => dispatch(notificationClosed()), [dispatch])
  const viewKey = `${route.view}:${depth}`
  const enter = useNavigationEnter(viewKey, open)
  const View = viewRegistry[route.view]
  // The same element while only `open` changes, so React skips the whole view on open.
  const body = useMemo(
    () => (
      <div key={viewKey} className={enter ? 'airlock-view airlock-enter' : 'airlock-view'} data-testid={`airlock-view-${route.view}`}>
        <Suspense
          fallback={
            <div className="airlock-view-loading" role="status">
              <span className="airlock-spinner" aria-hidden="true" />
              <span className="airlock-visually-hidden">{t('view.loading')}</span>
            </div>
          }
        >
          {View ? <View /> : null}
        </Suspense>
      </div>
    ),
    [viewKey, enter, route.view, View],
  )
  const banner = useMemo(
    () =>
      alert ? (
        <Suspense fallback={null}>
          <AlertBanner alert={alert} onDismiss={dismissAlert} />
        </Suspense>
      ) : undefined,
    [alert, dismissAlert],
  )
  const toast = useMemo(
    () =>
      notification.open ? (
        <Suspense fallback={null}>
          <Toast notification={notification} onDismiss={dismissToast} />
        </Suspense>
      ) : null,
    [notification, dismissToast],
  )

  useEffect(() => {
    // An unmounted App (a closed frame, a finished test) must not touch the document later.
    let mounted = true
    const idle = globalThis.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200))
    idle(() => {
      if (!mounted) return
      void AlertBanner.preload()
      void Toast.preload()
    })
    // Rare views load on intent, never at idle: a pointer or focus on the row that opens one.
    const onIntent = (event: Event) => {
      const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-airlock-opens]') : null
      if (row?.dataset.airlockOpens) preloadViews(row.dataset.airlockOpens.split(' '))
    }
    document.addEventListener('pointerover', onIntent, true)
    document.addEventListener('focusin', onIntent, true)
    return () => {
      mounted = false
      document.removeEventListener('pointerover', onIntent, true)
      document.removeEventListener('focusin', onIntent, true)
    }
  }, [])

  useEffect(() => {
    if (!open) return
    // Opening is the intent for every view the user may go on to: fetch them once the open has painted.
    let mounted = true
    const idle = globalThis.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 50))
    idle(() => {
      if (mounted) preloadViews()
    })
    return () => {
      mounted = false
    }
  }, [open])

  return (
    <ShownModalShell
      titleId={TITLE_ID}
      themeMode={theme.themeMode}
      themeVars={themeVars}
      shakeId={shakeId}
      viewKey={viewKey}
      onClose={close}
      header={
        <Header
          title={t(headerTitleKey(route))}
          titleId={TITLE_ID}
          viewKey={viewKey}
          enter={enter}
          onClose={close}
          onBack={canGoBack ? () => dispatch(goBack()) : undefined}
          onHelp={route.view === 'Connect' ? () => dispatch(viewPushed('WhatIsAWallet')) : undefined}
        />
      }
      banner={banner}
      toast={toast}
    >
      {body}
    </ShownModalShell>
  )
}

/**
 * The shell with the card's visibility (`shown`, ahead of `open` in the frame a revealed open
 * shows, see revealThenOpen; opaque while closed once primed behind the host's curtain, see
 * selectIsPrimed) and whether it takes input. Its own component, so showing the card
 * re-renders only the shell: the header, banner, toast and view App made are the same elements,
 * which React skips. A revealed card takes input only once the store is open too: a click in
 * between would act on a view that the open then replaces (its stack is reset to the start view).
 */
function ShownModalShell(props: Omit<ModalShellProps, 'open' | 'live' | 'primed'>) {
  const shown = useAppSelector(selectIsShown)
  const open = useAppSelector(selectIsOpen)
  const primed = useAppSelector(selectIsPrimed)
  const live = useLiveAfterFrame(shown) && open
  return <ModalShell {...props} open={shown} primed={primed} live={live} />
}
