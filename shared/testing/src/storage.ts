/** A Storage whose every call throws, as in a sandboxed frame, with cookies blocked or in some private modes. */
export function deniedStorage(): Storage {
  const deny = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, key: deny, getItem: deny, setItem: deny, removeItem: deny, clear: deny };
}
