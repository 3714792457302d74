/**
 * antd's Layout `hasSider` hook (antd/es/layout/hooks/useHasSider) without its test of each child's type against
 * Sider's, which made every page download Sider: an explicit `hasSider`, else whether a Sider has announced itself.
 */
export default function useHasSider(siders: string[], _children?: unknown, hasSider?: boolean): boolean {
  if (typeof hasSider === 'boolean') return hasSider;
  return siders.length > 0;
}
