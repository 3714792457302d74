# One app (the host or one remote) as its own service: built from its own workspace, then published into the
# site volume by scripts/deploy.ts, and done. A remote becomes an immutable version /mf/<remote>/<version>/ and
# goes live in /mf/remotes.json (checked against the host first, then loaded in Chromium the way the host loads
# it); the host's files and config.json go to the root.
#   docker build -f docker/app.Dockerfile --build-arg APP=catalogue-search --build-arg APP_DIR=remotes/catalogue-search .
ARG NODE_IMAGE=node:24-bookworm

FROM ${NODE_IMAGE}
ARG APP
ARG APP_DIR
# Debian's Chromium: a remote's deploy loads the new version in it, the way the host loads it, before it goes live.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# The whole workspace: npm ci needs every workspace's package.json, the app needs the shared packages.
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build -w @market/${APP}
ENV APP=${APP} APP_DIR=${APP_DIR} SITE=/srv/deploy/site
CMD ["sh", "-c", "node scripts/deploy.ts \"$APP\" --site \"$SITE\" --dist \"$APP_DIR/dist\""]
