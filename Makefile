# The two commands of the README: `make run` and `make test`. Everything else here
# serves them.

WEB_DEPS := web/node_modules/.npm-ci-stamp

.PHONY: run test test-server test-api test-web test-e2e build web server release api-types check bench bench-relevance bench-web bench-http bench-saves lint lint-server lint-web fmt fmt-check screenshots

run: web server
	@echo "Starting Veil on http://127.0.0.1:8080 (Ctrl-C to stop)"
	./target/debug/veil

test: test-server test-api test-web test-e2e
	@echo "All test suites passed."

# `make test` compiles our crates once, through clippy-driver, as `cargo clippy` does but
# building rather than only checking: the lints run in the test build's own compile, so
# the dependencies are built once instead of checked and then built. Its binary is the one
# that build made for the integration tests: `cargo build` alone resolves the dependencies'
# features without the dev-dependencies' (and without the benchmark crate's) and would
# build regex, reqwest, Tantivy and our crate again. Measured on a fresh clone: the cold
# build with lints took 17.8 min against 9.6 + 9.7 for clippy then the build, and the
# 2.5-min rebuild before the API fuzz run is gone.
CLIPPY_DRIVER := $(shell rustup which clippy-driver 2>/dev/null || command -v clippy-driver)
LINTED_CARGO := RUSTC_WORKSPACE_WRAPPER=$(CLIPPY_DRIVER) CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__ cargo
SERVER_BUILD := cargo build -p veil
test test-server: SERVER_BUILD = $(LINTED_CARGO) test --workspace --no-run

test-server: fmt-check
	@test -n "$(CLIPPY_DRIVER)" || { echo "clippy-driver not found: rustup component add clippy"; exit 1; }
	@# Every target of `cargo clippy --workspace --all-targets`, linted as it is built, then run.
	@# Four test threads on two cores: many tests wait on a server, a socket or PostgreSQL
	@# (the 404 integration tests took 243 s with four against 288 s with two).
	$(LINTED_CARGO) test --workspace -- --test-threads 4

# The gates: formatting and the workspace's lints (Cargo.toml), warnings as errors;
# ESLint (layout rule included: a feature imports only itself, components/, lib/, api/)
# and the TypeScript check of the app, its tests and the e2e journeys.
lint: lint-server lint-web

lint-server: fmt-check
	cargo clippy --workspace --all-targets -- -D warnings

fmt-check:
	cargo fmt --all --check

lint-web: $(WEB_DEPS)
	cd web && npm run lint && npm run typecheck

fmt:
	cargo fmt --all

# Schemathesis against the real binary and its own OpenAPI document (tools/api-fuzz).
test-api: server
	./tools/api-fuzz/run.sh

test-web: lint-web
	cd web && npm test

test-e2e: web server
	cd web && npm run test:e2e

build: web server

web: $(WEB_DEPS)
	cd web && npm run build

server:
	$(SERVER_BUILD)

# The optimised binary with the built web app beside it, in target/veil-release/: run
# `./veil` there (it serves ./web/dist by default) or copy the directory to a server.
# The container image: `docker build -t veil .` (docs/deploy.md).
release: web
	cargo build --release --locked -p veil
	rm -rf target/veil-release
	mkdir -p target/veil-release/web
	cp target/release/veil target/veil-release/veil
	cp -r web/dist target/veil-release/web/dist
	@echo "Built target/veil-release/ (veil + web/dist)"

# npm ci again only when the lock file changes.
$(WEB_DEPS): web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

# Regenerates the OpenAPI document and the TypeScript types from the Rust types.
api-types: server $(WEB_DEPS)
	./target/debug/veil openapi > web/src/api/openapi.json
	cd web && npm run gen:api

# The search benchmark (never part of `make test`): Veil's Tantivy search against SQLite
# FTS5 over the same generated profiles; see docs/benchmarks.md.
bench:
	cargo run --release -p veil-bench -- --sizes 100000,1000000

# Search relevance: nDCG@10 and recall@10 per query class on labelled queries
# over a generated corpus, with synonyms and without; never part of `make test`.
bench-relevance:
	cargo run --release -p veil-bench --bin veil-relevance

# Lighthouse (mobile preset) on the public pages and on the signed-in pages people use
# every day (signed in through the development provider, the cookie passed to Lighthouse),
# with each page's cold-load bytes, requests and scripts; see docs/benchmarks.md. Against
# the release build (`make bench-web BENCH_WEB_PROFILE=debug` to skip the release build),
# with Chromium and the server in a CPU group of high cpu.shares (bench/cpu-group.sh), as
# Lighthouse scales the main-thread time it observes; see docs/benchmarks.md.
# Never part of `make test`.
BENCH_WEB_PROFILE ?= release
bench-web: web
	cargo build $(if $(filter release,$(BENCH_WEB_PROFILE)),--release) -p veil
	cd bench/web && npm ci --no-audit --no-fund
	cd bench/web && VEIL_BIN=target/$(BENCH_WEB_PROFILE)/veil ../cpu-group.sh -- node lighthouse.mjs

# Search over HTTP against the engine alone, with wrk (release build, 100k profiles, a
# signed-in recruiter); see docs/benchmarks.md. Never part of `make test`.
bench-http: web
	cargo build --release -p veil -p veil-bench
	./bench/http/run.sh

# Profile saves per second through the real binary over HTTP: SQLite with 1 and 8 writers
# against today's binary (built from BASELINE), PostgreSQL with one instance and two, and
# how soon a save is searchable everywhere; see docs/benchmarks.md. Never part of
# `make test`.
bench-saves:
	./bench/saves/run.sh

# Screenshots of every route and dialog, signed out and per role, 375/1280 px, light/dark,
# into SCREENSHOTS_DIR (tools/screenshots/run.sh). Never part of `make test`.
SCREENSHOTS_DIR ?= target/screenshots
screenshots: web server
	./tools/screenshots/run.sh $(SCREENSHOTS_DIR)
