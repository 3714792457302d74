// antd's build-time stylesheet of the first paint (shared/ui/styles/generate.ts), linked from index.html.
import '@market/ui/styles/core.css';
// Async boundary: shared singletons are negotiated before the app's code runs.
import('./bootstrap.tsx');
