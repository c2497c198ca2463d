//! Veil's server: the JSON API, the built web app, and everything behind them.

pub mod app;
pub mod auth;
pub mod config;
pub mod db;
pub mod error;
pub mod http;
pub mod site;
