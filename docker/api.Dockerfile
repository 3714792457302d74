# The reference API (Fastify, node:sqlite) on :4000; its SQLite file lives in the `api-data` volume.
ARG NODE_IMAGE=node:24-bookworm
FROM ${NODE_IMAGE}
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund --omit=dev
ENV HOST=0.0.0.0 PORT=4000 DB_PATH=/data/market.sqlite
EXPOSE 4000
CMD ["node", "api/src/server.ts"]
