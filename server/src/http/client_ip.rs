//! The client's IP address: the peer address, or the first `X-Forwarded-For` entry when
//! Veil runs behind a proxy we were told to trust (anyone can send that header).

use std::net::{IpAddr, SocketAddr};

use axum::{
    extract::ConnectInfo,
    http::{HeaderMap, Request},
};

pub fn client_ip<B>(request: &Request<B>, trust_proxy: bool) -> Option<IpAddr> {
    let peer = request.extensions().get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(addr)| *addr);
    client_ip_from(request.headers(), peer, trust_proxy)
}

pub fn client_ip_from(headers: &HeaderMap, peer: Option<SocketAddr>, trust_proxy: bool) -> Option<IpAddr> {
    if trust_proxy {
        let forwarded = headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(',').next())
            .and_then(|v| v.trim().parse().ok());
        if forwarded.is_some() {
            return forwarded;
        }
    }
    peer.map(|addr| addr.ip())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request_from(peer: &str, forwarded: Option<&str>) -> Request<()> {
        let mut builder = Request::builder();
        if let Some(f) = forwarded {
            builder = builder.header("x-forwarded-for", f);
        }
        let mut req = builder.body(()).unwrap();
        req.extensions_mut().insert(ConnectInfo(peer.parse::<SocketAddr>().unwrap()));
        req
    }

    #[test]
    fn forwarded_header_is_ignored_unless_the_proxy_is_trusted() {
        let req = request_from("10.0.0.1:5000", Some("203.0.113.9"));
        assert_eq!(client_ip(&req, false), Some("10.0.0.1".parse().unwrap()));
        assert_eq!(client_ip(&req, true), Some("203.0.113.9".parse().unwrap()));
    }

    #[test]
    fn first_forwarded_entry_is_the_client() {
        let req = request_from("10.0.0.1:5000", Some("198.51.100.7, 10.0.0.2"));
        assert_eq!(client_ip(&req, true), Some("198.51.100.7".parse().unwrap()));
    }
}
