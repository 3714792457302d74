# The gateway: nginx with the config rendered from nginx/policy.ts (`node nginx/render.ts --preset compose`),
# serving the site the app services publish into the `site` volume (mounted at /srv/deploy, read-only).
# With a certificate and key mounted at /etc/nginx/tls/{cert,key}.pem (TLS_CERT and TLS_KEY in docker-compose.yml) it
# serves HTTPS on 8443 and redirects 8080 to it (`--preset compose-tls`); without them, plain HTTP on 8080, and says so.
ARG NODE_IMAGE=node:24-bookworm
ARG NGINX_IMAGE=nginx:1.29-alpine

FROM ${NODE_IMAGE} AS render
WORKDIR /src
# render.ts needs only node: builtins, the policy and the list of remotes.
COPY nginx/ nginx/
COPY shared/contract/src/remotes.ts shared/contract/src/remotes.ts
RUN node nginx/render.ts --preset compose --out /out/nginx.conf \
 && node nginx/render.ts --preset compose-tls --out /out/nginx-tls.conf

FROM ${NGINX_IMAGE}
COPY --from=render /out/nginx.conf /out/nginx-tls.conf /etc/nginx/
EXPOSE 8080 8443
# An empty file (docker-compose.yml mounts /dev/null when TLS_CERT is not set) is no certificate.
CMD ["sh", "-c", "if [ -s /etc/nginx/tls/cert.pem ] && [ -s /etc/nginx/tls/key.pem ]; then echo 'gateway: HTTPS on 8443, 8080 redirects to it'; exec nginx -e stderr -c /etc/nginx/nginx-tls.conf; else echo 'gateway: plain HTTP on 8080, no certificate (set TLS_CERT and TLS_KEY to serve HTTPS)'; exec nginx -e stderr -c /etc/nginx/nginx.conf; fi"]
