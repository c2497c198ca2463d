# syntax=docker/dockerfile:1
# Veil in a container: the web app and the server are built in their own stages; the
# runtime image holds only the binary, the built web app and CA certificates, and runs
# as an unprivileged user. See docs/deploy.md.

FROM node:20-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
RUN npm run build

FROM rust:1-bookworm AS server
WORKDIR /src
COPY Cargo.toml Cargo.lock rustfmt.toml ./
COPY server server
COPY bench/search bench/search
RUN cargo build --release --locked -p veil

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --user-group --home-dir /var/lib/veil --create-home veil
COPY --from=server /src/target/release/veil /usr/local/bin/veil
COPY --from=web /src/web/dist /opt/veil/web
# Listen on every interface inside the container; the data dir is a volume. Set
# VEIL_PUBLIC_URL, the OIDC issuer, DATABASE_URL and storage for a real deployment.
ENV VEIL_BIND=0.0.0.0:8080 \
    VEIL_DATA_DIR=/var/lib/veil \
    VEIL_WEB_DIR=/opt/veil/web
USER veil:veil
WORKDIR /var/lib/veil
VOLUME ["/var/lib/veil"]
EXPOSE 8080
# SIGTERM starts a graceful shutdown (VEIL_SHUTDOWN_GRACE_SECS).
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/veil"]
