import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_OUT lets a second build (e.g. a parallel browser-test run) go elsewhere than build/.
  buildDirectory: process.env.WEB_BUILD_OUT ?? 'build',
  ssr: true,
  future: { v8_passThroughRequests: true, v8_trailingSlashAwareDataRequests: true },
} satisfies Config;
