/**
 * The stateful libraries every app shares as singletons (architecture.md, "Rules of the house"). One list, read
 * by every build; a library missing here would be bundled twice and hold two states. antd and react-router are not
 * here on purpose: apps reach them only through @market/ui and @market/router, which are shared instead, so each
 * is tree-shaken once (a shared module cannot be shaken by its consumers).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'effector',
  'effector-react',
  'axios',
  'firebase/app',
  'firebase/auth',
  'firebase/firestore',
  'firebase/messaging',
  '@market/bus',
  '@market/http',
  '@market/i18n',
  '@market/router',
  '@market/ui',
  '@market/ui/forms',
  '@market/ui/extras',
  // Leaflet once per page, whichever app's page shows a map (loaded lazily: never part of a first load).
  '@market/map',
] as const;

/** Packages whose code may appear in one app's download only (checked against the loaded chunks in e2e). */
export const SINGLE_COPY_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'antd',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'effector',
  'effector-react',
  'axios',
  '@firebase/app',
  '@firebase/auth',
  '@market/bus',
  '@market/http',
  '@market/i18n',
  '@market/router',
  '@market/ui',
  // Leaflet, inside @market/map's shared module (the map's small lazy and picker entries are each app's own).
  'leaflet',
] as const;
