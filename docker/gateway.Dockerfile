# The gateway: nginx with the config rendered from nginx/policy.ts (`node nginx/render.ts --preset compose`),
# serving the site the app services publish into the `site` volume (mounted at /srv/deploy, read-only).
ARG NODE_IMAGE=node:24-bookworm
ARG NGINX_IMAGE=nginx:1.29-alpine

FROM ${NODE_IMAGE} AS render
WORKDIR /src
# render.ts needs only node: builtins, the policy and the list of remotes.
COPY nginx/ nginx/
COPY shared/contract/src/remotes.ts shared/contract/src/remotes.ts
RUN node nginx/render.ts --preset compose --out /out/nginx.conf

FROM ${NGINX_IMAGE}
COPY --from=render /out/nginx.conf /etc/nginx/nginx.conf
EXPOSE 8080
CMD ["nginx", "-e", "stderr", "-c", "/etc/nginx/nginx.conf"]
