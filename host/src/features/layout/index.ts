// The layout feature's public entry: what the other features of the host use.
export { AuthLayout } from './ui/auth-layout.tsx';
export { Logo } from './ui/logo.tsx';
