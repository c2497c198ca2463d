//! Veil's server: the JSON API, the built web app, and everything behind them.

pub mod accounts;
pub mod app;
pub mod auth;
pub mod config;
pub mod db;
pub mod error;
pub mod http;
pub mod reveal;
pub mod secrets;
pub mod site;
pub mod storage;
