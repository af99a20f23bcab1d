import { lazyComponent } from '../../ui/components/lazyComponent'
import { positional, refuse } from './internal/decoders'
import { defineMethod } from './MethodSpec'
import type { PersonalSignParams } from './params'

const PersonalSign = lazyComponent(() => import('../approve/bodies/personal_sign'))

/** personal_sign: a message signature, shown as text when it is readable UTF-8, after approval. */
export default defineMethod<PersonalSignParams>({
  method: 'personal_sign',
  namespaces: ['eip155'],
  policy: 'approve',
  decode(params) {
    const list = positional('personal_sign', params, 1)
    if (typeof list[0] !== 'string') refuse('personal_sign needs the message as its first parameter')
    return list as PersonalSignParams
  },
  approval: { title: 'approve.title.personal_sign', Body: PersonalSign },
  walletConnect: true,
})
