//! The reference of the level, mod and data formats (`docs/reference.md`, issue 36), generated
//! from the types the game reads them into (their JSON Schema, through `schemars`, doc comments
//! and all), so it cannot drift from what the game reads: a test fails when the page is stale.

use schemars::{JsonSchema, SchemaGenerator, generate::SchemaSettings};
use serde_json::{Map, Value};

/// Each file a modder writes: its place, what it is, and the type it is read into.
struct FileKind {
    path: &'static str,
    what: &'static str,
    root: fn(&mut SchemaGenerator) -> Value,
}

/// The schema of `T`, its types kept in `generator`'s definitions.
pub fn root<T: JsonSchema>(generator: &mut SchemaGenerator) -> Value {
    generator.subschema_for::<T>().to_value()
}

/// The files every ruleset reads alike; each ruleset's data files come from its row of
/// [`DATA_FILES`](crate::rulesets::DATA_FILES).
const FILES: &[FileKind] = &[
    FileKind {
        path: "levels/*.ron",
        what: "a level",
        root: root::<super::schema::Level>,
    },
    FileKind {
        path: "<mod>/mod.ron",
        what: "a mod's manifest",
        root: root::<crate::mods::Manifest>,
    },
];

/// The whole page, in Markdown.
pub fn markdown() -> String {
    let mut generator = SchemaSettings::draft2020_12().into_generator();
    let mut roots: Vec<(String, String, Value)> = FILES
        .iter()
        .map(|f| {
            (
                f.path.to_string(),
                f.what.to_string(),
                (f.root)(&mut generator),
            )
        })
        .collect();
    for set in &crate::rulesets::DATA_FILES {
        let folder = set.folder.join("/");
        for (file, what, schema) in (set.schemas)(&mut generator) {
            roots.push((format!("assets/{folder}/{file}"), what.to_string(), schema));
        }
    }
    let definitions = generator.take_definitions(true);
    let mut out = String::from(HEADER);
    out.push_str("\n## Files\n\n| File | What | Read as |\n|---|---|---|\n");
    for (path, what, schema) in &roots {
        out.push_str(&format!("| `{path}` | {what} | {} |\n", type_of(schema)));
    }
    out.push_str("\n## Types\n");
    for (name, schema) in &definitions {
        out.push_str(&type_section(name, schema));
    }
    out
}

const HEADER: &str = "# Level, mod and data formats

Generated from the game's own types by `leyendas::level::reference` (`cargo test` fails when this
page is stale; `REFERENCE_UPDATE=1 cargo test --lib reference` writes it again). Every file is
[RON](https://github.com/ron-rs/ron): a struct is written `Name(field: value, …)` or `(field:
value, …)`, a list `[a, b]`, a map `{key: value}`, an optional field left out or given as its
value. The seeds' rules behind each field are in the README's \"rules as played\".
";

/// A type's section: what it is, then its fields or its values.
fn type_section(name: &str, schema: &Value) -> String {
    let mut out = format!("\n### {name}\n\n");
    if let Some(d) = description(schema) {
        out.push_str(&format!("{d}\n\n"));
    }
    if let Some(properties) = schema.get("properties").and_then(Value::as_object) {
        out.push_str(&fields_table(schema, properties));
    } else if let Some(variants) = variants(schema) {
        out.push_str("| Value | What |\n|---|---|\n");
        for (value, what) in variants {
            out.push_str(&format!("| {value} | {} |\n", cell(&what)));
        }
    } else {
        out.push_str(&format!("Written as {}.\n", type_of(schema)));
    }
    out
}

/// A struct's fields: name, type, whether it must be given, and what it is.
fn fields_table(schema: &Value, properties: &Map<String, Value>) -> String {
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut out = String::from("| Field | Type | Given | What |\n|---|---|---|---|\n");
    for (field, property) in properties {
        let given = if required.contains(&field.as_str()) {
            "must"
        } else {
            "may"
        };
        let what = description(property).unwrap_or_default();
        out.push_str(&format!(
            "| `{field}` | {} | {given} | {} |\n",
            type_of(property),
            cell(&what)
        ));
    }
    out
}

/// An enum's values, each with what it is: a bare name, or a name with what it carries.
fn variants(schema: &Value) -> Option<Vec<(String, String)>> {
    let one_of = schema
        .get("oneOf")
        .or_else(|| schema.get("anyOf"))
        .and_then(Value::as_array);
    if let Some(list) = one_of {
        return Some(list.iter().flat_map(variant).collect());
    }
    let names = schema.get("enum").and_then(Value::as_array)?;
    Some(
        names
            .iter()
            .filter_map(Value::as_str)
            .map(|n| (format!("`{n}`"), String::new()))
            .collect(),
    )
}

/// One value of an enum: `Name`, or `Name(…)` with the type it carries.
fn variant(schema: &Value) -> Vec<(String, String)> {
    let what = description(schema).unwrap_or_default();
    if let Some(names) = schema.get("enum").and_then(Value::as_array) {
        return names
            .iter()
            .filter_map(Value::as_str)
            .map(|n| (format!("`{n}`"), what.clone()))
            .collect();
    }
    if let Some(name) = schema.get("const").and_then(Value::as_str) {
        return vec![(format!("`{name}`"), what)];
    }
    let Some(properties) = schema.get("properties").and_then(Value::as_object) else {
        return vec![(type_of(schema), what)];
    };
    properties
        .iter()
        .map(|(name, inner)| {
            let what = if what.is_empty() {
                description(inner).unwrap_or_default()
            } else {
                what.clone()
            };
            (format!("`{name}(…)`: {}", carried(inner)), what)
        })
        .collect()
}

/// What an enum's value carries: a struct's fields inline (`region`: Region; `unit` (may):
/// text), else its type.
fn carried(schema: &Value) -> String {
    let Some(properties) = schema.get("properties").and_then(Value::as_object) else {
        return type_of(schema);
    };
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let fields: Vec<String> = properties
        .iter()
        .map(|(field, inner)| {
            let may = if required.contains(&field.as_str()) {
                ""
            } else {
                " (may)"
            };
            format!("`{field}`{may}: {}", type_of(inner))
        })
        .collect();
    fields.join("; ")
}

/// How a schema is written, in words, with links to the types it names.
fn type_of(schema: &Value) -> String {
    if let Some(target) = schema.get("$ref").and_then(Value::as_str) {
        let name = target.rsplit('/').next().unwrap_or(target);
        return format!("[{name}](#{})", anchor(name));
    }
    if let Some(any) = schema.get("anyOf").and_then(Value::as_array) {
        let kinds: Vec<String> = any
            .iter()
            .filter(|s| s.get("type").and_then(Value::as_str) != Some("null"))
            .map(type_of)
            .collect();
        return kinds.join(" or ");
    }
    if schema.get("oneOf").is_some() || schema.get("enum").is_some() {
        return "one of the values below".into();
    }
    let kind = match schema.get("type") {
        Some(Value::Array(kinds)) => kinds
            .iter()
            .filter_map(Value::as_str)
            .find(|k| *k != "null")
            .unwrap_or("")
            .to_string(),
        Some(Value::String(k)) => k.clone(),
        _ => String::new(),
    };
    match kind.as_str() {
        "array" => match schema.get("prefixItems").and_then(Value::as_array) {
            Some(items) => {
                let parts: Vec<String> = items.iter().map(type_of).collect();
                format!("({})", parts.join(", "))
            }
            None => format!(
                "list of {}",
                schema.get("items").map_or("values".into(), type_of)
            ),
        },
        "object" => match schema.get("additionalProperties") {
            Some(values) if values.is_object() => format!("map to {}", type_of(values)),
            _ => "struct".into(),
        },
        "integer" => integer(schema),
        "number" => "number".into(),
        "string" => "text".into(),
        "boolean" => "`true` or `false`".into(),
        _ => "value".into(),
    }
}

/// An integer, with its least value when it cannot be negative.
fn integer(schema: &Value) -> String {
    match schema.get("minimum").and_then(Value::as_i64) {
        Some(0) => "whole number, 0 or more".into(),
        _ => "whole number".into(),
    }
}

/// A doc comment on one line, its links to the code (`` [`crate::rules::hex`] ``) as plain code.
fn description(schema: &Value) -> Option<String> {
    let text = schema.get("description").and_then(Value::as_str)?;
    Some(
        text.replace('\n', " ")
            .replace("[`", "`")
            .replace("`]", "`"),
    )
}

/// A table cell's text: one line, its pipes escaped.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// The anchor GitHub gives a heading.
fn anchor(name: &str) -> String {
    name.to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_format_reference_is_the_one_the_types_give() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/reference.md");
        let now = markdown();
        if std::env::var_os("REFERENCE_UPDATE").is_some() {
            std::fs::write(&path, &now).unwrap();
        }
        let written = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            written == now,
            "docs/reference.md is stale: REFERENCE_UPDATE=1 cargo test --lib reference"
        );
        // Every field of a level is in it.
        for field in ["`units`", "`legend`", "`riding`", "`rules`"] {
            assert!(now.contains(field), "{field}");
        }
    }
}
