// The passkey window's page (passkey-popup.html, issue 38 #1): a top-level window the modal's
// frame opens where the frame may not run a passkey ceremony (WebKit's cross-origin frames can't
// create one; a host page's Permissions Policy may withhold both); see showPasskeyWindow.
//
// The modal's stylesheet comes as a file of its own (`?url`), linked here, as in the approval
// window: imported as a module, it would sit in the modal's first chunk and the window would load
// that whole chunk to be styled.
import stylesheet from './ui/styles/airlock.css?url'
import './ui/guard/popup/approvalWindow.css'
import { showPasskeyWindow } from './wallets/embedded/passkey/window/showPasskeyWindow'

const link = document.createElement('link')
link.rel = 'stylesheet'
link.href = stylesheet
document.head.prepend(link)
showPasskeyWindow(window)
