//! A small SMTP server on loopback for the e-mail tests: it speaks enough of RFC 5321
//! (EHLO/HELO, MAIL FROM, RCPT TO, DATA, RSET, NOOP, QUIT) for lettre, keeps every
//! message it accepts, and refuses chosen recipients with 550.

#![allow(dead_code)]

use std::{
    collections::HashSet,
    sync::{
        Arc, Mutex,
        atomic::{AtomicUsize, Ordering},
    },
};

use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::{TcpListener, TcpStream},
    task::JoinHandle,
};

/// One message as it arrived: the envelope and the raw content after DATA.
#[derive(Debug, Clone)]
pub struct Received {
    pub mail_from: String,
    pub rcpt_to: Vec<String>,
    pub data: String,
}

impl Received {
    /// The header block, unfolded, as (name, value) in order.
    pub fn headers(&self) -> Vec<(String, String)> {
        headers_of(self.data.split("\r\n\r\n").next().unwrap_or_default())
    }

    /// The value of the first header called `name` (case-insensitive).
    pub fn header(&self, name: &str) -> Option<String> {
        self.headers().into_iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v)
    }

    /// Every MIME leaf part as (content type, decoded body); a single-part message is one.
    pub fn parts(&self) -> Vec<(String, String)> {
        leaf_parts(&self.data)
    }
}

pub struct SmtpSink {
    pub port: u16,
    received: Arc<Mutex<Vec<Received>>>,
    connections: Arc<AtomicUsize>,
    task: JoinHandle<()>,
}

impl SmtpSink {
    /// Starts the server; `refuse` lists recipients answered with 550.
    pub async fn start(refuse: &[&str]) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind the SMTP sink");
        let port = listener.local_addr().unwrap().port();
        let received = Arc::new(Mutex::new(Vec::new()));
        let refuse: Arc<HashSet<String>> = Arc::new(refuse.iter().map(|a| a.to_ascii_lowercase()).collect());
        let store = received.clone();
        let connections = Arc::new(AtomicUsize::new(0));
        let accepted = connections.clone();
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                accepted.fetch_add(1, Ordering::SeqCst);
                tokio::spawn(serve(stream, store.clone(), refuse.clone()));
            }
        });
        Self { port, received, connections, task }
    }

    /// The URL to give Veil as `VEIL_SMTP_URL` (no TLS: loopback only).
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    pub fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }

    /// How many SMTP connections were opened.
    pub fn connections(&self) -> usize {
        self.connections.load(Ordering::SeqCst)
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        self.task.abort();
    }
}

#[derive(Default)]
struct Envelope {
    mail_from: Option<String>,
    rcpt_to: Vec<String>,
}

async fn serve(stream: TcpStream, received: Arc<Mutex<Vec<Received>>>, refuse: Arc<HashSet<String>>) {
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read);
    let mut envelope = Envelope::default();
    if write.write_all(b"220 sink.test ESMTP ready\r\n").await.is_err() {
        return;
    }
    let mut line = String::new();
    loop {
        line.clear();
        match lines.read_line(&mut line).await {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        let command = line.trim_end_matches(['\r', '\n']);
        let upper = command.to_ascii_uppercase();
        let reply: String = if upper.starts_with("EHLO") {
            "250-sink.test\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 10485760\r\n".into()
        } else if upper.starts_with("HELO") {
            "250 sink.test\r\n".into()
        } else if upper.starts_with("MAIL FROM:") {
            envelope = Envelope { mail_from: Some(address(&command[10..])), rcpt_to: Vec::new() };
            "250 2.1.0 OK\r\n".into()
        } else if upper.starts_with("RCPT TO:") {
            let to = address(&command[8..]);
            if envelope.mail_from.is_none() {
                "503 5.5.1 MAIL first\r\n".into()
            } else if refuse.contains(&to.to_ascii_lowercase()) {
                "550 5.1.1 Mailbox unavailable\r\n".into()
            } else {
                envelope.rcpt_to.push(to);
                "250 2.1.5 OK\r\n".into()
            }
        } else if upper == "DATA" {
            if envelope.rcpt_to.is_empty() {
                "554 5.5.1 No valid recipients\r\n".into()
            } else {
                if write.write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n").await.is_err() {
                    return;
                }
                let Some(data) = read_data(&mut lines).await else { return };
                let envelope = std::mem::take(&mut envelope);
                received.lock().unwrap().push(Received {
                    mail_from: envelope.mail_from.unwrap_or_default(),
                    rcpt_to: envelope.rcpt_to,
                    data,
                });
                "250 2.0.0 Queued\r\n".into()
            }
        } else if upper == "RSET" {
            envelope = Envelope::default();
            "250 2.0.0 OK\r\n".into()
        } else if upper == "NOOP" {
            "250 2.0.0 OK\r\n".into()
        } else if upper == "QUIT" {
            let _ = write.write_all(b"221 2.0.0 Bye\r\n").await;
            return;
        } else {
            "502 5.5.2 Command not recognized\r\n".into()
        };
        if write.write_all(reply.as_bytes()).await.is_err() {
            return;
        }
    }
}

/// The message after DATA up to the lone ".", with dot-stuffing undone.
async fn read_data(lines: &mut BufReader<tokio::net::tcp::OwnedReadHalf>) -> Option<String> {
    let mut data = String::new();
    let mut line = String::new();
    loop {
        line.clear();
        if lines.read_line(&mut line).await.ok()? == 0 {
            return None;
        }
        if line == ".\r\n" || line == ".\n" {
            return Some(data);
        }
        data.push_str(line.strip_prefix('.').unwrap_or(&line));
    }
}

/// `<a@b>` (with optional parameters after it) -> `a@b`.
fn address(argument: &str) -> String {
    let argument = argument.trim();
    match (argument.find('<'), argument.find('>')) {
        (Some(open), Some(close)) if open < close => argument[open + 1..close].to_owned(),
        _ => argument.split_whitespace().next().unwrap_or_default().to_owned(),
    }
}

fn headers_of(block: &str) -> Vec<(String, String)> {
    let mut headers: Vec<(String, String)> = Vec::new();
    for line in block.split("\r\n") {
        if line.starts_with([' ', '\t']) {
            if let Some((_, value)) = headers.last_mut() {
                value.push(' ');
                value.push_str(line.trim());
            }
        } else if let Some((name, value)) = line.split_once(':') {
            headers.push((name.trim().to_owned(), value.trim().to_owned()));
        }
    }
    headers
}

fn header_value<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
}

/// The leaf parts of an entity (headers + body), recursing into multiparts.
fn leaf_parts(entity: &str) -> Vec<(String, String)> {
    let (head, body) = entity.split_once("\r\n\r\n").unwrap_or((entity, ""));
    let headers = headers_of(head);
    let content_type = header_value(&headers, "Content-Type").unwrap_or("text/plain").to_owned();
    if content_type.to_ascii_lowercase().starts_with("multipart/") {
        let boundary = content_type
            .split(';')
            .filter_map(|p| p.trim().strip_prefix("boundary="))
            .next()
            .expect("multipart without boundary")
            .trim_matches('"')
            .to_owned();
        let delimiter = format!("--{boundary}");
        return body
            .split(&delimiter)
            .skip(1)
            .take_while(|part| !part.starts_with("--"))
            .flat_map(|part| leaf_parts(part.trim_start_matches("\r\n")))
            .collect();
    }
    let encoding = header_value(&headers, "Content-Transfer-Encoding").unwrap_or("7bit").to_ascii_lowercase();
    let body = body.trim_end_matches("\r\n");
    let decoded = match encoding.as_str() {
        "quoted-printable" => decode_quoted_printable(body),
        "base64" => {
            use base64::Engine;
            let compact: String = body.split_whitespace().collect();
            String::from_utf8(base64::engine::general_purpose::STANDARD.decode(compact).expect("base64 body"))
                .expect("UTF-8 body")
        }
        _ => body.to_owned(),
    };
    let mime = content_type.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    vec![(mime, decoded.replace("\r\n", "\n"))]
}

fn decode_quoted_printable(text: &str) -> String {
    let mut bytes = Vec::with_capacity(text.len());
    let raw = text.replace("=\r\n", "");
    let mut chars = raw.as_bytes().iter().copied().peekable();
    while let Some(b) = chars.next() {
        if b == b'=' {
            let hi = chars.next().unwrap_or(b'0');
            let lo = chars.next().unwrap_or(b'0');
            let hex = [hi, lo];
            bytes.push(u8::from_str_radix(std::str::from_utf8(&hex).unwrap(), 16).unwrap_or(b'?'));
        } else {
            bytes.push(b);
        }
    }
    String::from_utf8(bytes).expect("UTF-8 body")
}
