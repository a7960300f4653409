use super::*;

fn inputs(pairs: &[(&str, &str)]) -> Inputs {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn repo_root() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn the_list_reads_back_as_written() {
    let i = inputs(&[
        ("file kernel-safe/src/lib.rs", "ab"),
        ("tool rustc", "rustc 1.95.0 (x 2026), LLVM 22"),
    ]);
    let text = render("# a header\n", &i, "cd");
    assert!(text.starts_with("# a header\n"), "{text}");
    let (back, out) = parse(&text).unwrap();
    assert_eq!(back, i);
    assert_eq!(out, "cd");
}

#[test]
fn a_changed_added_or_removed_input_is_named_and_nothing_else() {
    let then = inputs(&[("file a", "1"), ("file b", "2"), ("tool t", "v1")]);
    let now = inputs(&[("file a", "1"), ("file c", "3"), ("tool t", "v2")]);
    assert_eq!(
        changed(&then, &now),
        vec!["file c (new)", "tool t (changed)", "file b (gone)"]
    );
    assert!(changed(&now, &now).is_empty());
}

#[test]
fn a_malformed_list_is_an_error_that_names_the_line() {
    let e = parse("# c\nfile a 12\noutputs\tx\n").unwrap_err();
    assert!(e.to_string().contains("line 2"), "{e}");
    let e = parse("file a\t1\n").unwrap_err();
    assert!(e.to_string().contains("no `outputs`"), "{e}");
    let e = parse("what a\t1\noutputs\tx\n").unwrap_err();
    assert!(e.to_string().contains("unknown entry"), "{e}");
}

#[test]
fn a_crates_inputs_follow_its_path_dependencies_but_not_its_dev_ones() {
    let root = repo_root();
    let dirs = path_closure(&root, &["kernel-safe"]).unwrap();
    assert!(dirs.contains(&"kernel-safe".to_string()), "{dirs:?}");
    assert!(dirs.contains(&"kernel-spec".to_string()), "{dirs:?}");
    // The engine's tests use hostile/; the engine does not.
    let dirs = path_closure(&root, &["engine"]).unwrap();
    assert!(dirs.contains(&"transport".to_string()), "{dirs:?}");
    assert!(!dirs.contains(&"hostile".to_string()), "{dirs:?}");
    assert!(path_closure(&root, &["no-such-crate"]).is_err());
}

#[test]
fn the_inputs_name_each_file_and_tool_with_its_fingerprint() {
    let root = repo_root();
    let tools = [("rustc", "rustc 1.95.0".to_string())];
    let i = current(&root, &["kernel-spec"], &["Cargo.lock"], &tools).unwrap();
    assert_eq!(i["tool rustc"], "rustc 1.95.0");
    let lock = std::fs::read(root.join("Cargo.lock")).unwrap();
    assert_eq!(i["file Cargo.lock"], sha256_hex(&lock));
    assert!(i.contains_key("file kernel-spec/src/lib.rs"), "{i:?}");
    assert!(
        !i.keys().any(|k| k.starts_with("file kernel-safe/")),
        "{i:?}"
    );
}

#[test]
fn sha256_is_the_standard_one() {
    assert_eq!(
        sha256_hex(b"abc"),
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    );
}
