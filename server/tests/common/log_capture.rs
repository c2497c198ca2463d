//! The server's log, captured in memory for a test binary to read back (request spans,
//! sqlx's statements). One subscriber per binary: the first call's filter wins.

use std::{
    io::Write,
    sync::{Arc, Mutex, OnceLock},
};

/// Everything the server logs in this test binary under `filter` (an `EnvFilter` string).
pub fn captured_log(filter: &str) -> Arc<Mutex<Vec<u8>>> {
    static LOG: OnceLock<Arc<Mutex<Vec<u8>>>> = OnceLock::new();
    LOG.get_or_init(|| {
        let log = Arc::new(Mutex::new(Vec::new()));
        let sink = log.clone();
        tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_ansi(false)
            .with_writer(move || Writer(sink.clone()))
            .init();
        log
    })
    .clone()
}

struct Writer(Arc<Mutex<Vec<u8>>>);

impl Write for Writer {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
