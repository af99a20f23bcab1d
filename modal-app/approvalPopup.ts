// The approval window's page (approval-popup.html, issue 37 #3): a top-level window the modal's
// frame opens where the browser can't tell the frame whether the host page covers it. It shows
// the approval the frame sends and answers it; see showApprovalPopup.
import './ui/styles/airlock.css'
import './ui/guard/popup/approvalWindow.css'
import { showApprovalPopup } from './ui/guard/popup/showApprovalPopup'

showApprovalPopup(window)
