# The Firebase Auth emulator (firebase-tools, offline, project demo-market) on :9099.
ARG NODE_IMAGE=node:24-bookworm
FROM ${NODE_IMAGE}
# Same version as the root devDependency.
RUN npm install -g --no-audit --no-fund firebase-tools@15.34.2
WORKDIR /emulator
COPY docker/firebase.json firebase.json
EXPOSE 9099
CMD ["firebase", "emulators:start", "--only", "auth", "--project", "demo-market", "--config", "firebase.json"]
