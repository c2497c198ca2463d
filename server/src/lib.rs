//! Veil's server: the JSON API, the built web app, and everything behind them.

pub mod accounts;
pub mod activity;
pub mod admin;
pub mod app;
pub mod assistant;
pub mod auth;
pub mod config;
pub mod db;
pub mod error;
pub mod http;
pub mod ids;
pub mod mail;
pub mod notifications;
pub mod places;
pub mod privacy;
pub mod realtime;
pub mod recruiters;
pub mod reveal;
pub mod search;
pub mod secrets;
pub mod seekers;
pub mod site;
pub mod state;
pub mod storage;
pub mod views;
pub mod vocabulary;
