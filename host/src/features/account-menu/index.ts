// The account menu's public entry: the header's menu of the signed-in shopper's pages.
export { UserMenu } from './ui/user-menu.tsx';
