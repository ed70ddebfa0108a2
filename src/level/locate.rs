//! Finds where a value sits in RON text, so that an error of meaning found after parsing (an unknown
//! weapon, a unit on a wall) can name its line and column. ron reports positions only for syntax
//! errors; this walks the text along a path such as `units[2].weapons[0]`.
//!
//! The walk understands just enough of RON to skip values: nested `()`, `[]` and `{}`, strings
//! (plain, escaped and raw), character literals and comments. It never fails loudly: a path it cannot
//! follow yields the deepest position it reached.

/// One step of a path into a RON value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seg<'a> {
    /// A named field of a struct.
    Field(&'a str),
    /// The n-th element of a list, 0-based.
    Index(usize),
}

/// The 1-based line and column (in characters) of the value at `path`, or of the deepest part of
/// the path that exists.
pub fn locate(src: &str, path: &[Seg]) -> (usize, usize) {
    let (Ok(pos) | Err(pos)) = follow(src.as_bytes(), path);
    line_col(src, pos)
}

/// The byte offset where the value at `path` starts, if the path leads to one.
pub fn offset(src: &str, path: &[Seg]) -> Option<usize> {
    follow(src.as_bytes(), path).ok()
}

/// The bytes the value at `path` takes, if the path leads to one.
/// The bytes the value at `path` takes (white space and comments after it left out), if the
/// path leads to one.
pub fn span(src: &str, path: &[Seg]) -> Option<std::ops::Range<usize>> {
    let b = src.as_bytes();
    let start = follow(b, path).ok()?;
    let stop = skip_value(b, start);
    // The end of the last byte of the value itself, before trailing trivia.
    let (mut i, mut end) = (start, start);
    while i < stop {
        if b[i] == b'"' || b[i] == b'\'' || is_raw_string_start(b, i) {
            i = skip_literal(b, i);
            end = i;
        } else if b[i..].starts_with(b"//") || b[i..].starts_with(b"/*") {
            i = skip_trivia(b, i);
        } else {
            i += 1;
            if !b[i - 1].is_ascii_whitespace() {
                end = i;
            }
        }
    }
    Some(start..end.min(stop))
}

/// The byte offset of the bracket closing the struct (`open` `(`) or list (`[`) at `path`.
pub fn closing(src: &str, path: &[Seg], open: u8) -> Option<usize> {
    let b = src.as_bytes();
    let mut i = enter(b, follow(b, path).ok()?, open)?;
    loop {
        i = skip_trivia(b, i);
        match b.get(i)? {
            b')' | b']' | b'}' => return Some(i),
            _ => i = skip_value(b, i),
        }
        if b.get(i) == Some(&b',') {
            i += 1;
        }
    }
}

/// The byte offset of the value at `path`, or `Err` with the deepest offset the path reached.
fn follow(bytes: &[u8], path: &[Seg]) -> Result<usize, usize> {
    let mut pos = skip_trivia(bytes, 0);
    for seg in path {
        let found = match seg {
            Seg::Field(name) => find_field(bytes, pos, name),
            Seg::Index(i) => find_index(bytes, pos, *i),
        };
        pos = found.ok_or(pos)?;
    }
    Ok(pos)
}

/// The line and column of every element of the list at `path`, found in one pass over the text
/// (a map of thousands of rows is located in the time of one [`locate`]). Empty when there is no
/// list there.
pub fn locate_entries(src: &str, path: &[Seg]) -> Vec<(usize, usize)> {
    let bytes = src.as_bytes();
    let Some(body) = follow(bytes, path)
        .ok()
        .and_then(|pos| enter(bytes, pos, b'['))
    else {
        return Vec::new();
    };
    let mut starts = Vec::new();
    each_entry(bytes, body, |start| {
        starts.push(start);
        None::<usize>
    });
    // Offsets ascend: walk the lines forward once.
    let (mut line, mut line_start, mut scanned) = (1, 0, 0);
    starts
        .into_iter()
        .map(|offset| {
            for (i, &b) in bytes[scanned..offset].iter().enumerate() {
                if b == b'\n' {
                    line += 1;
                    line_start = scanned + i + 1;
                }
            }
            scanned = offset;
            (line, src[line_start..offset].chars().count() + 1)
        })
        .collect()
}

/// 1-based line and column of a byte offset.
pub fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let offset = floor_char_boundary(src, offset.min(src.len()));
    let before = &src[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Skips white space and comments.
fn skip_trivia(b: &[u8], mut i: usize) -> usize {
    loop {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            let mut depth = 0usize;
            while i < b.len() {
                if b[i..].starts_with(b"/*") {
                    depth += 1;
                    i += 2;
                } else if b[i..].starts_with(b"*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else {
            return i;
        }
    }
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

/// Skips a string, raw string or char literal starting at `i`; returns the index after it.
fn skip_literal(b: &[u8], mut i: usize) -> usize {
    match b.get(i) {
        Some(b'"') | Some(b'\'') => {
            let quote = b[i];
            i += 1;
            while i < b.len() && b[i] != quote {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i + 1
        }
        Some(b'r') => {
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&b'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&b'"') {
                return i + 1;
            }
            j += 1;
            while j < b.len() {
                if b[j] == b'"'
                    && b[j + 1..]
                        .iter()
                        .take(hashes)
                        .filter(|&&c| c == b'#')
                        .count()
                        == hashes
                {
                    return j + 1 + hashes;
                }
                j += 1;
            }
            j
        }
        _ => i + 1,
    }
}

fn is_raw_string_start(b: &[u8], i: usize) -> bool {
    b[i] == b'r'
        && (i == 0 || !is_ident_byte(b[i - 1]))
        && matches!(b.get(i + 1), Some(b'"') | Some(b'#'))
}

/// Skips one value starting at `i` (an optional name, then a bracketed body or an atom); returns the
/// index of the `,` or closing bracket that ends it.
fn skip_value(b: &[u8], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < b.len() {
        let c = b[i];
        if c == b'"' || c == b'\'' || is_raw_string_start(b, i) {
            i = skip_literal(b, i);
            continue;
        }
        if b[i..].starts_with(b"//") || b[i..].starts_with(b"/*") {
            i = skip_trivia(b, i);
            continue;
        }
        match c {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                if depth == 0 {
                    return i;
                }
                depth -= 1;
            }
            b',' if depth == 0 => return i,
            _ => {}
        }
        i += 1;
    }
    i
}

/// From the start of a value, moves inside its brackets: past a leading name (`Level(`, `Some(`),
/// also through `Some(...)` around a list or struct. Returns the index after the opening bracket.
fn enter(b: &[u8], mut i: usize, want: u8) -> Option<usize> {
    loop {
        i = skip_trivia(b, i);
        let start = i;
        while i < b.len() && is_ident_byte(b[i]) {
            i += 1;
        }
        let named = &b[start..i];
        i = skip_trivia(b, i);
        let open = *b.get(i)?;
        if named == b"Some" && open == b'(' {
            i += 1;
            continue;
        }
        if open == want && (want == b'(' || named.is_empty()) {
            return Some(i + 1);
        }
        return None;
    }
}

/// Walks the entries of a bracketed body from `i` (just after the opening bracket), calling `visit`
/// with each entry's start; stops when `visit` returns `Some`.
fn each_entry(
    b: &[u8],
    mut i: usize,
    mut visit: impl FnMut(usize) -> Option<usize>,
) -> Option<usize> {
    loop {
        i = skip_trivia(b, i);
        match b.get(i) {
            None | Some(b')') | Some(b']') | Some(b'}') => return None,
            _ => {}
        }
        if let Some(found) = visit(i) {
            return Some(found);
        }
        i = skip_value(b, i);
        if b.get(i) == Some(&b',') {
            i += 1;
        } else {
            return None;
        }
    }
}

fn find_field(b: &[u8], pos: usize, name: &str) -> Option<usize> {
    let body = enter(b, pos, b'(')?;
    each_entry(b, body, |start| {
        let mut j = start;
        while j < b.len() && is_ident_byte(b[j]) {
            j += 1;
        }
        let key = &b[start..j];
        let j = skip_trivia(b, j);
        (key == name.as_bytes() && b.get(j) == Some(&b':')).then(|| skip_trivia(b, j + 1))
    })
}

fn find_index(b: &[u8], pos: usize, index: usize) -> Option<usize> {
    let body = enter(b, pos, b'[')?;
    let mut n = 0;
    each_entry(b, body, |start| {
        let hit = (n == index).then_some(start);
        n += 1;
        hit
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = r##"Level(
    name: "A (tricky) name, with \" quotes",
    // units: [ not this one ]
    map: [
        "#..#",
        "#~.#",
    ],
    units: [
        (id: "a", weapons: ["sword"]),
        ( id: "b", /* a ) comment */ weapons: Some(["axe", 'x', r#"raw ] str"#, "bow"]) ),
    ],
)"##;

    #[test]
    fn finds_fields_and_list_elements() {
        assert_eq!(locate(SRC, &[Seg::Field("name")]), (2, 11));
        assert_eq!(locate(SRC, &[Seg::Field("map"), Seg::Index(1)]), (6, 9));
        assert_eq!(locate(SRC, &[Seg::Field("units"), Seg::Index(1)]), (10, 9));
        assert_eq!(
            locate(
                SRC,
                &[
                    Seg::Field("units"),
                    Seg::Index(1),
                    Seg::Field("weapons"),
                    Seg::Index(3)
                ]
            ),
            (10, 81)
        );
    }

    #[test]
    fn every_entry_of_a_list_is_located_as_locate_finds_each() {
        let rows = locate_entries(SRC, &[Seg::Field("map")]);
        assert_eq!(rows, vec![(5, 9), (6, 9)]);
        let units = locate_entries(SRC, &[Seg::Field("units")]);
        let one_by_one: Vec<_> = (0..2)
            .map(|i| locate(SRC, &[Seg::Field("units"), Seg::Index(i)]))
            .collect();
        assert_eq!(units, one_by_one);
        assert!(locate_entries(SRC, &[Seg::Field("name")]).is_empty());
        assert!(locate_entries(SRC, &[Seg::Field("nothing")]).is_empty());
    }

    #[test]
    fn a_missing_step_stops_at_the_deepest_found() {
        assert_eq!(
            locate(
                SRC,
                &[Seg::Field("units"), Seg::Index(0), Seg::Field("side")]
            ),
            (9, 9)
        );
        assert_eq!(locate(SRC, &[Seg::Field("nothing")]), (1, 1));
    }

    #[test]
    fn never_panics_on_junk() {
        for junk in [
            "",
            "(",
            "[[[",
            "\"unterminated",
            "r#\"",
            "/* open",
            "é(a: 1",
            "(a:",
        ] {
            let _ = locate(junk, &[Seg::Field("a"), Seg::Index(3), Seg::Field("b")]);
        }
    }
}
