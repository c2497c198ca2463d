//! Traces over OTLP: the real binary sends its spans to an OTLP/HTTP receiver in this
//! test; they arrive with their parents (the caller's `traceparent`, the request, its
//! search, its statements, its AI call), carry the trace on to the AI vendor, and hold
//! nothing personal.

mod receiver;
mod traces;
