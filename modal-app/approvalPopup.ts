// The approval window's page (approval-popup.html, issue 37 #3): a top-level window the modal's
// frame opens where the browser can't tell the frame whether the host page covers it. It shows
// the approval the frame sends and answers it; see showApprovalPopup.
//
// The modal's stylesheet comes as a file of its own (`?url`), linked here: imported as a module,
// it sits in the modal's first chunk (entryGraphChunk), and the window would load that whole
// chunk (~100 KB gzip) to be styled.
import stylesheet from './ui/styles/airlock.css?url'
import './ui/guard/popup/approvalWindow.css'
import { showApprovalPopup } from './ui/guard/popup/showApprovalPopup'

const link = document.createElement('link')
link.rel = 'stylesheet'
link.href = stylesheet
document.head.prepend(link)
showApprovalPopup(window)
