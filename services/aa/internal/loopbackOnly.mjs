// Preloaded into the bundler process (node --import): alto binds 0.0.0.0 with no option to
// change it, and every local service must stay on loopback, so any listen on all interfaces
// is narrowed to 127.0.0.1 here.
import net from 'node:net'

const listen = net.Server.prototype.listen
const ALL = new Set(['0.0.0.0', '::', undefined, null, ''])
net.Server.prototype.listen = function (...args) {
  const first = args[0]
  if (first && typeof first === 'object' && !Array.isArray(first) && first.path === undefined && ALL.has(first.host)) {
    args[0] = { ...first, host: '127.0.0.1' }
  } else if (typeof first === 'number' && (args.length === 1 || typeof args[1] === 'function' || ALL.has(args[1]))) {
    args.splice(1, typeof args[1] === 'function' || args.length === 1 ? 0 : 1, '127.0.0.1')
  }
  return listen.apply(this, args)
}
