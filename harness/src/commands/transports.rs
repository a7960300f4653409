//! `ipc-tax transports`: the table of transports — every transport, what
//! it is, how an engine listens and a client connects, and which rows of
//! the report measure it in which placements — as a table or as JSON.

use anyhow::Result;
use clap::Args;
use serde_json::json;
use std::process::ExitCode;
use transport::table::{Python, Reach, Rows, TRANSPORTS};

#[derive(Args, Debug)]
pub struct TransportsArgs {
    /// Print JSON (one object per transport) instead of a Markdown table.
    #[arg(long)]
    json: bool,
}

/// How an engine listens and a client connects, in words.
fn reach(r: Reach) -> String {
    match r {
        Reach::Served(s) => {
            let extra = s.extra.join(" ");
            let flags = format!("{} ADDR {extra}", s.flag);
            format!("`ipc-engine serve {}`", flags.trim_end())
        }
        Reach::Child => "the client starts `ipc-engine stdio` per connection".into(),
        Reach::Spawn => "a fresh `ipc-engine stdio` per call".into(),
        Reach::InProcess => "in the client's process".into(),
    }
}

fn clients(e: &transport::table::Entry) -> Vec<&'static str> {
    let t = transport::Transport::named(e.key).expect("a table entry");
    let mut v = Vec::new();
    if t.rust() {
        v.push("Rust");
    }
    match e.python {
        Python::No => {}
        Python::Client => v.push("Python"),
        Python::Spawns => v.push("Python (spawns)"),
        Python::InProcess(_) => v.push("Python (in process)"),
    }
    v
}

fn rows(r: Rows) -> &'static str {
    match r {
        Rows::Architectures => "architectures",
        Rows::Floor => "architectures' floor",
        Rows::Echo => "echo",
        Rows::PerBar => "per_bar",
        Rows::PerBarPaced => "per_bar at a rate",
    }
}

fn measured(e: &transport::table::Entry) -> Vec<String> {
    e.measured
        .iter()
        .map(|(r, pls)| {
            let pls: Vec<&str> = pls.iter().map(|p| p.name()).collect();
            format!("{} ({})", rows(*r), pls.join(", "))
        })
        .collect()
}

pub fn run(args: &TransportsArgs) -> Result<ExitCode> {
    if args.json {
        let v: Vec<_> = TRANSPORTS
            .iter()
            .map(|e| {
                json!({"key": e.key, "name": e.name, "about": e.about, "reach": reach(e.reach),
                       "clients": clients(e), "measured": measured(e)})
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&v)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "| transport | key | how an engine listens, a client connects | clients | measured in (placements) | what it is |\n|---|---|---|---|---|---|"
    );
    for e in TRANSPORTS {
        println!(
            "| {} | `{}` | {} | {} | {} | {} |",
            e.name,
            e.key,
            reach(e.reach),
            clients(e).join(", "),
            measured(e).join("; "),
            e.about
        );
    }
    Ok(ExitCode::SUCCESS)
}
