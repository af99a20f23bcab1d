// The social sign-in popup's last page (auth-callback.html): hands the redirect to the modal
// that opened it, on the modal's own origin, and closes. Imports nothing else of the modal.
import { postSocialCallback } from './wallets/embedded/social/postSocialCallback'

if (!postSocialCallback(window)) document.documentElement.dataset.airlockOrphan = 'true'
