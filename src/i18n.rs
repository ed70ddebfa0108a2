//! Every text a player reads, in Spanish and English: Project Fluent catalogues
//! (`assets/i18n/es.ftl`, `assets/i18n/en.ftl`), built into the binary so the window and the
//! command line read the same ones.
//!
//! `fluent-bundle` with `unic-langid` rather than `fluent-templates` or `bevy_fluent`: the
//! catalogues are two files known when the game is built, the CLI has no Bevy asset server, and
//! the bundle alone gives Fluent's selectors (plural and gender forms) with nothing more to
//! keep up. Texts come out without Unicode isolation marks, which the UI font would draw as
//! boxes.
//!
//! The language is, in order: `--lang es|en`; the menu's choice, kept in the settings file;
//! `LC_ALL`, then `LANG`; English.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// Its code, as `--lang` takes it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// Its name in itself, for the menu.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
        }
    }

    /// The other one, for the menu's toggle.
    pub fn next(self) -> Lang {
        match self {
            Lang::En => Lang::Es,
            Lang::Es => Lang::En,
        }
    }

    /// A code as `--lang` takes it: `es` or `en`.
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language of a POSIX locale (`es_ES.UTF-8`, `en_GB`, `C`), if it is one of ours.
    pub fn of_locale(locale: &str) -> Option<Lang> {
        let language = locale.split(['_', '.', '@', '-']).next()?;
        Lang::parse(&language.to_ascii_lowercase())
    }

    /// The catalogue's text.
    pub fn catalogue(self) -> &'static str {
        match self {
            Lang::En => include_str!("../assets/i18n/en.ftl"),
            Lang::Es => include_str!("../assets/i18n/es.ftl"),
        }
    }
}

/// The language of the environment: `LC_ALL`, else `LANG`, if either names one of ours.
pub fn from_environment() -> Option<Lang> {
    ["LC_ALL", "LANG"]
        .into_iter()
        .filter_map(|var| std::env::var(var).ok())
        .find(|v| !v.is_empty())
        .and_then(|v| Lang::of_locale(&v))
}

/// The language chosen from what the player said (`--lang`), the settings and the environment.
pub fn choose(flag: Option<Lang>, settings: Option<Lang>) -> Lang {
    flag.or(settings)
        .or_else(from_environment)
        .unwrap_or_default()
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Makes `lang` the language of every text from now on.
pub fn set(lang: Lang) {
    CURRENT.store(lang as u8, Ordering::Relaxed);
}

/// The language texts are in now.
pub fn current() -> Lang {
    match CURRENT.load(Ordering::Relaxed) {
        1 => Lang::Es,
        _ => Lang::En,
    }
}

fn bundles() -> &'static [FluentBundle<FluentResource>; 2] {
    static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 2]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(bundle))
}

/// A language's catalogue as a bundle. A catalogue that does not parse is a bug the tests catch;
/// what parses of it is still used.
fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    let resource = FluentResource::try_new(lang.catalogue().to_string()).unwrap_or_else(|(r, _)| r);
    // A message defined twice keeps its first text; the tests refuse that too.
    let _ = bundle.add_resource(resource);
    bundle
}

/// The text of `key` in the current language, with `args`; the key itself when a catalogue
/// lacks it (the tests make sure none does).
pub fn text(key: &str, args: Option<&FluentArgs>) -> String {
    text_in(current(), key, args)
}

/// [`text`] in `lang`.
pub fn text_in(lang: Lang, key: &str, args: Option<&FluentArgs>) -> String {
    let bundle = &bundles()[lang as usize];
    let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
        return key.to_string();
    };
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, args, &mut errors)
        .into_owned()
}

/// The text of a catalogue key in the current language: `t!("menu-quit")`, or with the
/// placeables the message takes, `t!("menu-locked", level = name)`.
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::i18n::text($key, None)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($name), $value);)+
        $crate::i18n::text($key, Some(&args))
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_names_its_language_and_the_flag_wins_over_the_rest() {
        assert_eq!(Lang::of_locale("es_ES.UTF-8"), Some(Lang::Es));
        assert_eq!(Lang::of_locale("en_GB"), Some(Lang::En));
        assert_eq!(Lang::of_locale("C"), None);
        assert_eq!(Lang::of_locale("fr_FR.UTF-8"), None);
        assert_eq!(choose(Some(Lang::Es), Some(Lang::En)), Lang::Es);
        assert_eq!(choose(None, Some(Lang::Es)), Lang::Es);
    }

    #[test]
    fn texts_come_in_the_language_asked_with_their_placeables() {
        let mut args = FluentArgs::new();
        args.set("level", "First Blood");
        assert_eq!(
            text_in(Lang::En, "menu-locked", Some(&args)),
            "Locked: win \"First Blood\" first"
        );
        assert_eq!(
            text_in(Lang::Es, "menu-locked", Some(&args)),
            "Bloqueado: gana antes «First Blood»"
        );
        assert_eq!(text_in(Lang::Es, "no-such-key", None), "no-such-key");
    }

    /// Each message of a catalogue with the placeables (`$name`) it uses.
    fn messages(text: &str) -> Vec<(String, std::collections::BTreeSet<String>)> {
        let mut out: Vec<(String, std::collections::BTreeSet<String>)> = Vec::new();
        for line in text.lines() {
            let starts_message = line.split_once(" =").filter(|(key, _)| {
                !key.is_empty()
                    && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                    && key.starts_with(|c: char| c.is_ascii_lowercase())
            });
            if let Some((key, _)) = starts_message {
                out.push((key.to_string(), Default::default()));
            }
            if line.starts_with('#') {
                continue;
            }
            if let Some((_, vars)) = out.last_mut() {
                let mut rest = line;
                while let Some(at) = rest.find('$') {
                    rest = &rest[at + 1..];
                    let name: String = rest
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect();
                    vars.insert(name);
                }
            }
        }
        out
    }

    /// Every `t!("key", name = …)` in the sources: the key and the names it passes.
    fn uses() -> Vec<(String, std::collections::BTreeSet<String>, String)> {
        fn walk(dir: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
            for entry in std::fs::read_dir(dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, files);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    files.push(path);
                }
            }
        }
        let mut files = Vec::new();
        walk(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut files,
        );
        let mut out = Vec::new();
        for file in files {
            // This file names keys in its docs and tests, not as texts.
            if file.ends_with("i18n.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap();
            let mut rest = text.as_str();
            while let Some(at) = rest.find("t!(") {
                // `t!`, not the end of another macro's name (`assert!("…`), with its key first
                // (on the next line when the call is long).
                let own = rest[..at]
                    .chars()
                    .next_back()
                    .is_none_or(|c| !(c.is_ascii_alphanumeric() || c == '_'));
                rest = rest[at + 3..].trim_start();
                if !own || !rest.starts_with('"') {
                    continue;
                }
                rest = &rest[1..];
                let Some(end) = rest.find('"') else { break };
                let key = rest[..end].to_string();
                // The call's arguments, to its closing parenthesis.
                let mut depth = 1;
                let args: String = rest[end + 1..]
                    .chars()
                    .take_while(|&c| {
                        depth += match c {
                            '(' => 1,
                            ')' => -1,
                            _ => 0,
                        };
                        depth > 0
                    })
                    .collect();
                let names = args
                    .split(',')
                    .filter_map(|part| {
                        let (name, value) = part.split_once('=')?;
                        let name = name.trim();
                        (!value.starts_with('=')
                            && !name.is_empty()
                            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
                        .then(|| name.to_string())
                    })
                    .collect();
                out.push((key, names, file.display().to_string()));
            }
        }
        out
    }

    #[test]
    fn both_catalogues_have_every_key_the_code_uses_with_the_same_placeables() {
        for lang in Lang::ALL {
            if let Err((_, errors)) = FluentResource::try_new(lang.catalogue().to_string()) {
                panic!("{}.ftl does not parse: {errors:?}", lang.code());
            }
        }
        let en = messages(Lang::En.catalogue());
        let es = messages(Lang::Es.catalogue());
        for (name, list) in [("en", &en), ("es", &es)] {
            let mut keys: Vec<&String> = list.iter().map(|(k, _)| k).collect();
            keys.sort();
            let before = keys.len();
            keys.dedup();
            assert_eq!(keys.len(), before, "{name}.ftl defines a key twice");
        }
        let es: std::collections::BTreeMap<_, _> = es.into_iter().collect();
        let en: std::collections::BTreeMap<_, _> = en.into_iter().collect();
        assert_eq!(
            en.keys().collect::<Vec<_>>(),
            es.keys().collect::<Vec<_>>(),
            "the catalogues have different keys"
        );
        for (key, vars) in &en {
            assert_eq!(vars, &es[key], "`{key}` takes other placeables in es.ftl");
        }
        let uses = uses();
        for (key, names, file) in &uses {
            let vars = en
                .get(key)
                .unwrap_or_else(|| panic!("{file} uses `{key}`, which no catalogue has"));
            assert_eq!(names, vars, "{file}: `{key}` is given other placeables");
        }
        for key in en.keys() {
            assert!(
                uses.iter().any(|(k, ..)| k == key),
                "`{key}` is in the catalogues but no code uses it"
            );
        }
    }
}
