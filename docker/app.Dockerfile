# One app (the host or one remote) as its own service: built from its own workspace, served by nginx at its
# own root on port 80. The gateway proxies `/` (host) or `/mf/<remote>/` (prefix stripped) to it.
#   docker build -f docker/app.Dockerfile --build-arg APP=catalogue-search --build-arg APP_DIR=remotes/catalogue-search .
ARG NODE_IMAGE=node:24-bookworm
ARG NGINX_IMAGE=nginx:1.29-alpine

FROM ${NODE_IMAGE} AS build
ARG APP
ARG APP_DIR
WORKDIR /src
# The whole workspace: npm ci needs every workspace's package.json, the app needs the shared packages.
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build -w @market/${APP} \
 && node nginx/precompress.ts ${APP_DIR}/dist

FROM ${NGINX_IMAGE}
ARG APP_DIR
COPY docker/app.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /src/${APP_DIR}/dist /usr/share/nginx/html
EXPOSE 80
