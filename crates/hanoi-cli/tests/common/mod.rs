//! Shared by the command-line tests: run the `hanoi` binary and check how it
//! ended.

// Each test file uses some of these.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

pub fn hanoi(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hanoi")).args(args).output().expect("the hanoi binary runs")
}

/// Run with `input` on stdin.
pub fn hanoi_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hanoi"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the hanoi binary runs");
    // `play` may stop reading at an illegal move; a refused write is fine.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("stderr is UTF-8")
}

/// Succeeded, printed nothing on stderr; returns stdout.
pub fn success(args: &[&str]) -> String {
    let output = hanoi(args);
    assert_eq!(output.status.code(), Some(0), "hanoi {args:?}: {}", stderr(&output));
    assert_eq!(stderr(&output), "", "hanoi {args:?}");
    stdout(&output)
}

/// Failed with `code` and exactly one line on stderr, no panic; returns it.
pub fn failure(args: &[&str], code: i32) -> String {
    let output = hanoi(args);
    let err = stderr(&output);
    assert_eq!(output.status.code(), Some(code), "hanoi {args:?}: {err}");
    assert_eq!(stdout(&output), "", "hanoi {args:?}");
    assert_eq!(err.lines().count(), 1, "hanoi {args:?} should print one line, printed {err:?}");
    assert!(err.starts_with("hanoi: ") && err.ends_with('\n'), "hanoi {args:?}: {err:?}");
    assert!(!err.contains("panicked") && !err.contains("RUST_BACKTRACE"), "hanoi {args:?}: {err}");
    err
}
