# The gateway: nginx with the config rendered from nginx/policy.ts in upstreams mode
# (`node nginx/render.ts --preset compose`, service names from nginx/compose.ts).
# /srv/market/config.json is written here from the build args; /srv/market/mf/remotes.json is mounted by compose.
ARG NODE_IMAGE=node:24-bookworm
ARG NGINX_IMAGE=nginx:1.29-alpine

FROM ${NODE_IMAGE} AS render
ARG FIREBASE_API_KEY=demo-api-key
ARG FIREBASE_PROJECT_ID=demo-market
ARG FIREBASE_AUTH_EMULATOR=http://localhost:9099
ARG FIREBASE_AUTH_DOMAIN=
ARG REMOTE_TIMEOUT_MS=
WORKDIR /src
# render.ts needs only node: builtins, the policy and the list of remotes.
COPY nginx/ nginx/
COPY shared/contract/src/remotes.ts shared/contract/src/remotes.ts
RUN mkdir -p /out/site/mf \
 && node nginx/render.ts --preset compose --out /out/nginx.conf \
 && FIREBASE_API_KEY=$FIREBASE_API_KEY FIREBASE_PROJECT_ID=$FIREBASE_PROJECT_ID \
    FIREBASE_AUTH_EMULATOR=$FIREBASE_AUTH_EMULATOR FIREBASE_AUTH_DOMAIN=$FIREBASE_AUTH_DOMAIN \
    REMOTE_TIMEOUT_MS=$REMOTE_TIMEOUT_MS node nginx/runtime-config.ts /out/site \
 && cp nginx/remotes.json /out/site/mf/remotes.json

FROM ${NGINX_IMAGE}
COPY --from=render /out/nginx.conf /etc/nginx/nginx.conf
COPY --from=render /out/site /srv/market
EXPOSE 8080
CMD ["nginx", "-e", "stderr", "-c", "/etc/nginx/nginx.conf"]
