//! Puts the shipped levels and the token portraits into the binary, so that a game installed
//! anywhere (`cargo install --path .`, or a copied executable) has its campaign and its art
//! without the source tree. Writes `$OUT_DIR/shipped.rs`, read by `src/shipped.rs`.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&root);
    let mut out = String::new();
    write_list(
        &mut out,
        root,
        "levels",
        "ron",
        "SHIPPED_LEVELS",
        "&str",
        "include_str",
    );
    write_list(
        &mut out,
        root,
        "assets/icons",
        "png",
        "PORTRAITS",
        "&[u8]",
        "include_bytes",
    );
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("shipped.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}

/// `pub static NAME: &[(&str, TYPE)] = &[(stem, MACRO!(path)), …];` for every `*.EXT` of
/// `folder`, sorted by name.
fn write_list(
    out: &mut String,
    root: &Path,
    folder: &str,
    ext: &str,
    name: &str,
    ty: &str,
    mac: &str,
) {
    let dir = root.join(folder);
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == ext) && p.is_file());
    files.sort();
    let _ = writeln!(out, "pub static {name}: &[(&str, {ty})] = &[");
    for path in files {
        let stem = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        println!("cargo:rerun-if-changed={}", path.display());
        let _ = writeln!(
            out,
            "    ({stem:?}, {mac}!({:?})),",
            path.display().to_string()
        );
    }
    let _ = writeln!(out, "];");
}
