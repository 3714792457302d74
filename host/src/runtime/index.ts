// The host's federation runtime, one concern per file: the registry (and the fallback plugin it registers, shared with
// the remotes' standalone runs in @market/mf/runtime), the retry, the timeout, and loading a module.
export { initRemotes, remoteBase } from './registry.ts';
export { RemoteLoadError } from './timeout.ts';
export { loadRemoteModule, type LoadedModule } from './load.ts';
