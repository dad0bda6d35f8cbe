#!/bin/sh
# npm start: the product on production builds (React's and the web build's). A caller who sets NODE_ENV
# chooses everything; without it this is a local run, where the development routes (the outbox that shows
# the verification codes) stay open to this machine, as they were before production builds were the default.
if [ -z "$NODE_ENV" ]; then
  export NODE_ENV=production
  export DEV_ROUTES="${DEV_ROUTES:-loopback}"
  # No card provider configured on a local run: the sandbox bank ("test payment") takes the payments.
  export PAYMENT_SANDBOX_IN_PRODUCTION="${PAYMENT_SANDBOX_IN_PRODUCTION:-true}"
fi
exec node --import tsx apps/api/src/server.ts
