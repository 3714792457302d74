// Field measurements (real-user monitoring): page views, web vitals and errors, per remote and version.
export { flush, pageViewed, reportError, startTelemetry } from './model/telemetry.ts';
