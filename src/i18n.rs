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
use std::collections::BTreeMap;
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

/// The grammatical gender a unit's words agree with in Spanish (`tumbado`, `tumbada`); a level
/// gives it per unit (`gender: Feminine`).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema,
)]
pub enum Gender {
    #[default]
    Masculine,
    Feminine,
}

/// The genders of the units the game has spawned, by id: a phrase about a unit (its `unit`
/// argument) reads it as the `gender` placeable (`f` or `m`), which it passes on to the phrases
/// and terms inside it. Units of the same id in two fights at once (the simulator's threads)
/// come from the same level, so they agree.
static GENDERS: std::sync::RwLock<BTreeMap<String, Gender>> =
    std::sync::RwLock::new(BTreeMap::new());

/// The names units are shown by in the window, by id (see [`Phrase::in_lang_named`]).
pub type UnitNames = BTreeMap<String, String>;

/// Notes the gender of unit `id` for the phrases that name it.
pub fn register_gender(id: &str, gender: Gender) {
    let known = GENDERS
        .read()
        .map(|g| g.get(id).copied())
        .unwrap_or_default();
    if known != Some(gender)
        && let Ok(mut genders) = GENDERS.write()
    {
        genders.insert(id.to_string(), gender);
    }
}

/// The `gender` placeable of unit `id`: `f` or `m`.
pub fn gender_of(id: &str) -> &'static str {
    match GENDERS.read().ok().and_then(|g| g.get(id).copied()) {
        Some(Gender::Feminine) => "f",
        _ => "m",
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

/// The text of `key` in the current language, with `args`; `[[key]]` when a catalogue lacks it
/// (the tests make sure none does, and look for that mark in every text they render).
pub fn text(key: &str, args: Option<&FluentArgs>) -> String {
    text_in(current(), key, args)
}

/// Whether a catalogue has `key` (both have the same keys; the tests see to it).
pub fn has(key: &str) -> bool {
    bundles()[0].has_message(key)
}

/// [`text`] in `lang`.
pub fn text_in(lang: Lang, key: &str, args: Option<&FluentArgs>) -> String {
    let bundle = &bundles()[lang as usize];
    let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
        return format!("[[{key}]]");
    };
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, args, &mut errors)
        .into_owned()
}

/// A text kept until it is read, so each reader gets it in its own language: a catalogue key
/// and its arguments. Events and rejections carry phrases; the JSON output writes them in
/// English, the one language it uses, so the machine-readable log reads the same whatever the
/// player's language. Built with [`phrase!`](crate::phrase).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrase {
    key: &'static str,
    args: Box<[(&'static str, Arg)]>,
}

/// An argument of a [`Phrase`]: a text as it is (a unit's id, a square), a number (which
/// Fluent's plural selectors read) or another phrase, rendered in the same language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
    Phrase(Phrase),
    /// A label of the engine's or the data's (`wall`, `Str`), shown as its [`term`].
    Term(String),
    /// Labels shown as their terms, joined by the language's "and".
    Terms(Vec<String>),
    /// Unit ids, joined by commas: named as their level names them where the reader knows the
    /// names (the window, `run`), else the ids.
    Units(Vec<String>),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Self {
        Arg::Text(text.clone())
    }
}

impl From<Phrase> for Arg {
    fn from(phrase: Phrase) -> Self {
        Arg::Phrase(phrase)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_args!(u8, u32, i32, usize, i64);

impl Phrase {
    /// A phrase of `key` with `args`; [`phrase!`](crate::phrase) is the short way.
    pub fn new(key: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        Self {
            key,
            args: args.into_boxed_slice(),
        }
    }

    /// Its catalogue key.
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// Its argument `name` when that is a text as it is (an id, a square), or else the first
    /// such argument of a phrase it holds.
    pub fn text_arg(&self, name: &str) -> Option<String> {
        let own = self.args.iter().find_map(|(n, arg)| match arg {
            Arg::Text(text) if *n == name => Some(text.clone()),
            _ => None,
        });
        own.or_else(|| {
            self.args.iter().find_map(|(_, arg)| match arg {
                Arg::Phrase(inner) => inner.text_arg(name),
                _ => None,
            })
        })
    }

    /// Its text in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        self.in_lang_for(lang, None, None)
    }

    /// Its text in `lang` with each unit named as its level names it (`Sir Aldric`) rather than
    /// by its id (`aldric`): the window's texts and `run`'s. The JSON keeps the ids.
    pub fn in_lang_named(&self, lang: Lang, names: &UnitNames) -> String {
        self.in_lang_for(lang, None, Some(names))
    }

    /// The same phrase about unit `id`: its words agree with the unit's gender.
    pub fn about(mut self, id: &str) -> Self {
        if !self.args.iter().any(|(name, _)| *name == "unit") {
            let mut args = self.args.into_vec();
            args.push(("unit", Arg::Text(id.to_string())));
            self.args = args.into_boxed_slice();
        }
        self
    }

    /// Its text in `lang`, its words agreeing with the unit it names, else with `gender` (the
    /// phrase it sits in).
    fn in_lang_for(
        &self,
        lang: Lang,
        gender: Option<&'static str>,
        names: Option<&UnitNames>,
    ) -> String {
        let gender = self
            .args
            .iter()
            .find_map(|(name, arg)| match (name, arg) {
                (&"unit", Arg::Text(id)) => Some(gender_of(id)),
                _ => None,
            })
            .or(gender);
        if self.args.is_empty() && gender.is_none() {
            return text_in(lang, self.key, None);
        }
        let mut args = FluentArgs::with_capacity(self.args.len() + 1);
        if let Some(g) = gender {
            args.set("gender", g);
        }
        for (name, arg) in self.args.iter() {
            match arg {
                Arg::Text(text) => match names.and_then(|n| n.get(text.as_str())) {
                    Some(unit) => args.set(*name, unit.as_str()),
                    None => args.set(*name, text.as_str()),
                },
                Arg::Number(n) => args.set(*name, *n),
                Arg::Phrase(inner) => args.set(*name, inner.in_lang_for(lang, gender, names)),
                Arg::Term(label) => args.set(*name, term_for(lang, label, gender).into_owned()),
                Arg::Terms(labels) => {
                    let and = crate::phrase!("list-and").in_lang(lang);
                    let labels: Vec<_> = labels.iter().map(|l| term_for(lang, l, gender)).collect();
                    args.set(*name, labels.join(&and))
                }
                Arg::Units(ids) => {
                    let named: Vec<&str> = ids
                        .iter()
                        .map(|id| names.and_then(|n| n.get(id)).unwrap_or(id).as_str())
                        .collect();
                    args.set(*name, named.join(", "))
                }
            }
        }
        text_in(lang, self.key, Some(&args))
    }
}

/// A phrase equals a text when its English does: the tests and the JSON read English.
impl PartialEq<str> for Phrase {
    fn eq(&self, other: &str) -> bool {
        self.in_lang(Lang::En) == other
    }
}

impl PartialEq<&str> for Phrase {
    fn eq(&self, other: &&str) -> bool {
        self.in_lang(Lang::En) == *other
    }
}

impl std::fmt::Display for Phrase {
    /// The text in the current language.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_lang(current()))
    }
}

impl Serialize for Phrase {
    /// The English text: the JSON output does not change with the player's language.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.in_lang(Lang::En))
    }
}

/// A short label of the engine's or the data's (a modifier's source such as `Str`, a weapon's
/// name, a terrain) in `lang`. Labels are written in English, so English shows them as they
/// are; another language shows the catalogue's `term-…` text for it, capitalised as the label
/// is, or the label itself when the catalogue has none (a name from a modder's data files).
pub fn term(lang: Lang, label: &str) -> std::borrow::Cow<'_, str> {
    term_for(lang, label, None)
}

/// [`term`] agreeing with unit `id` (`muerta`, `tumbada`), in the current language.
pub fn term_about(label: &str, id: &str) -> String {
    term_for(current(), label, Some(gender_of(id))).into_owned()
}

/// [`term`] agreeing with a `gender` placeable, when one is known.
/// Labels English shows as its catalogue's `term-…` says, not as written: a word of the seeds'
/// own Spanish (OSR's damage bonus, `Potencia`) and a ruleset's id (`Osr`, said `OSR`; `Wfrp`), each
/// kept as it is in the JSON logs.
const SEED_WORDS: &[&str] = &["Potencia", "Osr", "Wfrp"];

fn term_for<'a>(
    lang: Lang,
    label: &'a str,
    gender: Option<&'static str>,
) -> std::borrow::Cow<'a, str> {
    if lang == Lang::En && !SEED_WORDS.contains(&label) {
        return std::borrow::Cow::Borrowed(label);
    }
    let key = term_key(label);
    if !has(&key) {
        MISSED_TERMS.with_borrow_mut(|missed| {
            if let Some(missed) = missed {
                missed.insert(label.to_string());
            }
        });
        return std::borrow::Cow::Borrowed(label);
    }
    let text = match gender {
        Some(g) => {
            let mut args = FluentArgs::new();
            args.set("gender", g);
            text_in(lang, &key, Some(&args))
        }
        None => text_in(lang, &key, None),
    };
    let capital = label.chars().next().is_some_and(char::is_uppercase);
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return std::borrow::Cow::Owned(text);
    };
    let first: String = if capital {
        first.to_uppercase().collect()
    } else {
        first.to_lowercase().collect()
    };
    std::borrow::Cow::Owned(first + chars.as_str())
}

thread_local! {
    /// The labels [`term`] found no text for on this thread, while [`record_missed_terms`] is on.
    static MISSED_TERMS: std::cell::RefCell<Option<std::collections::BTreeSet<String>>> =
        const { std::cell::RefCell::new(None) };
}

/// Starts (or stops, handing back what it found) noting the labels that [`term`] shows
/// untranslated on this thread: the tests use it to find English left in a Spanish game.
pub fn record_missed_terms(on: bool) -> std::collections::BTreeSet<String> {
    MISSED_TERMS.with_borrow_mut(|missed| {
        let found = missed.take().unwrap_or_default();
        if on {
            *missed = Some(Default::default());
        }
        found
    })
}

/// `x` with `places` decimals as the current language writes it: `12.5` in English, `12,5` in
/// Spanish.
pub fn decimal(x: f64, places: usize) -> String {
    decimal_in(current(), x, places)
}

/// [`decimal`] in `lang`.
pub fn decimal_in(lang: Lang, x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    match lang {
        Lang::En => text,
        Lang::Es => text.replace('.', ","),
    }
}

/// [`term`] in the current language, owned: the window's texts use it for data names.
pub fn term_now(label: &str) -> String {
    term(current(), label).into_owned()
}

/// The catalogue key of a [`term`]: `term-` and the label in lower case, words joined by `-`.
pub fn term_key(label: &str) -> String {
    let mut key = String::from("term");
    for word in label
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        key.push('-');
        key.push_str(&word.to_lowercase());
    }
    key
}

/// An argument shown as its [`term`] in the reader's language.
pub fn as_term(label: impl Into<String>) -> Arg {
    Arg::Term(label.into())
}

/// An argument shown as each label's [`term`], joined by "and" in the reader's language.
pub fn as_terms(labels: &[String]) -> Arg {
    Arg::Terms(labels.to_vec())
}

/// A [`Phrase`] of a catalogue key: `phrase!("reject-dead", unit = id)`.
#[macro_export]
macro_rules! phrase {
    ($key:literal) => {
        $crate::i18n::Phrase::new($key, Vec::new())
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Phrase::new(
            $key,
            vec![$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// A text a level file gives, in one language for all (`"Heroes"`) or per language
/// (`(es: "Héroes", en: "Heroes")`): a level's name and description, its sides' and units'
/// names, its script's messages. A language the file leaves out reads the other one's text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Localized {
    /// The text of each language, by [`Lang`] as index; `None` where the file gives none.
    texts: [Option<String>; 2],
}

impl Localized {
    /// The same text in every language.
    pub fn plain(text: impl Into<String>) -> Self {
        let text = text.into();
        Self {
            texts: [Some(text.clone()), Some(text)],
        }
    }

    /// A catalogue phrase in every language (an engine message among a level's).
    pub fn of_phrase(phrase: &Phrase) -> Self {
        Self {
            texts: Lang::ALL.map(|lang| Some(phrase.in_lang(lang))),
        }
    }

    /// The text in `lang`: its own, else the other language's, else nothing.
    pub fn get(&self, lang: Lang) -> &str {
        self.texts[lang as usize]
            .as_deref()
            .or_else(|| self.texts.iter().flatten().next().map(String::as_str))
            .unwrap_or("")
    }

    /// The text in the current language.
    pub fn now(&self) -> &str {
        self.get(current())
    }

    /// The text in English, as the JSON output and the simulator's reports use it.
    pub fn english(&self) -> &str {
        self.get(Lang::En)
    }

    /// Each text the file gives, once (a plain text is one), for the checks on a level's texts.
    pub fn each(&self) -> impl Iterator<Item = &str> {
        let [first, second] = &self.texts;
        let second = second.as_ref().filter(|s| Some(*s) != first.as_ref());
        first.iter().chain(second).map(String::as_str)
    }
}

impl From<&str> for Localized {
    fn from(text: &str) -> Self {
        Localized::plain(text)
    }
}

impl std::fmt::Display for Localized {
    /// The text in the current language.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.now())
    }
}

impl Serialize for Localized {
    /// A plain string when every language reads the same, else `(es: …, en: …)`; events write
    /// it through [`Localized::english`] instead, so the JSON log is one language.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        if self.texts[0] == self.texts[1] {
            return serializer.serialize_str(self.english());
        }
        let mut map = serializer.serialize_map(None)?;
        for lang in Lang::ALL {
            if let Some(text) = &self.texts[lang as usize] {
                map.serialize_entry(lang.code(), text)?;
            }
        }
        map.end()
    }
}

/// For the format's reference (`docs/reference.md`): a text, or one per language.
impl schemars::JsonSchema for Localized {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Text".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A text (`\"Heroes\"`), or one per language (`(es: \"Héroes\", en: \"Heroes\")`); a language left out reads the other's.",
            "type": "string"
        })
    }
}

impl<'de> Deserialize<'de> for Localized {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = Localized;

            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a text, or texts per language such as (es: \"…\", en: \"…\")")
            }

            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Localized, E> {
                Ok(Localized::plain(text))
            }

            fn visit_map<M: serde::de::MapAccess<'de>>(
                self,
                mut map: M,
            ) -> Result<Localized, M::Error> {
                let mut out = Localized::default();
                while let Some(code) = map.next_key::<String>()? {
                    let Some(lang) = Lang::parse(&code) else {
                        return Err(serde::de::Error::custom(format!(
                            "`{code}` is not a language of the game (es or en)"
                        )));
                    };
                    if out.texts[lang as usize].is_some() {
                        return Err(serde::de::Error::custom(format!(
                            "the text in `{code}` is given twice"
                        )));
                    }
                    out.texts[lang as usize] = Some(map.next_value()?);
                }
                if out.texts.iter().all(Option::is_none) {
                    return Err(serde::de::Error::custom(
                        "give the text in at least one language (es or en)",
                    ));
                }
                Ok(out)
            }
        }
        deserializer.deserialize_any(Visitor)
    }
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
            "Bloqueado: primero gana «First Blood»"
        );
        assert_eq!(text_in(Lang::Es, "no-such-key", None), "[[no-such-key]]");
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
                    // A phrase about a unit is given its gender by the unit, not the code.
                    if name != "gender" {
                        vars.insert(name);
                    }
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
            let mut text = std::fs::read_to_string(&file).unwrap();
            // This file names keys in its tests, not as texts; comments name keys as examples.
            if file.ends_with("i18n.rs") {
                text.truncate(text.find("#[cfg(test)]").unwrap_or(text.len()));
            }
            let text: String = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .map(|l| format!("{l}\n"))
                .collect();
            let mut rest = text.as_str();
            while let Some(at) = rest.find("t!(").or_else(|| rest.find("phrase!(")) {
                // Whichever comes first of `t!(` and `phrase!(`.
                let at = match (rest.find("t!("), rest.find("phrase!(")) {
                    (Some(t), Some(p)) if p < t => p + 5,
                    (None, Some(p)) => p + 5,
                    _ => at,
                };
                // `t!`, not the end of another macro's name (`assert!("…`), with its key first
                // (on the next line when the call is long).
                let own = rest[..at]
                    .chars()
                    .next_back()
                    .is_none_or(|c| !(c.is_ascii_alphanumeric() || c == '_'))
                    || rest[..at].ends_with("phras");
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

    /// The [`term_key`] of every quoted text in the sources and the shipped data: the labels a
    /// `term-…` message can be for.
    fn labels() -> std::collections::BTreeSet<String> {
        fn walk(dir: &std::path::Path, out: &mut std::collections::BTreeSet<String>) {
            for entry in std::fs::read_dir(dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs" || e == "ron") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    for (i, quoted) in text.split('"').enumerate() {
                        if i % 2 == 1 && quoted.len() < 40 {
                            out.insert(term_key(quoted));
                        }
                    }
                }
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut out = Default::default();
        for dir in ["src", "assets"] {
            walk(&root.join(dir), &mut out);
        }
        // Size names come from the enum's own names.
        for size in [
            "diminutive",
            "tiny",
            "small",
            "medium",
            "large",
            "huge",
            "colossal",
        ] {
            out.insert(term_key(size));
        }
        // Facings come from the enum's own names.
        for facing in ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] {
            out.insert(term_key(facing));
        }
        out
    }

    #[test]
    fn decimals_are_written_as_each_language_writes_them() {
        assert_eq!(decimal_in(Lang::En, 12.25, 1), "12.2");
        assert_eq!(decimal_in(Lang::Es, 73.0, 1), "73,0");
        assert_eq!(decimal_in(Lang::Es, 35.4, 0), "35");
    }

    #[test]
    fn a_level_text_reads_per_language_or_the_same_in_both() {
        let parse = |ron: &str| {
            ron::Options::default()
                .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
                .from_str::<Localized>(ron)
        };
        let both = parse(r#"(es: "Héroes", en: "Heroes")"#).unwrap();
        assert_eq!(
            (both.get(Lang::Es), both.get(Lang::En)),
            ("Héroes", "Heroes")
        );
        let plain = parse(r#""Aria""#).unwrap();
        assert_eq!((plain.get(Lang::Es), plain.get(Lang::En)), ("Aria", "Aria"));
        let only_es = parse(r#"(es: "Emboscada")"#).unwrap();
        assert_eq!(only_es.get(Lang::En), "Emboscada");
        let err = parse(r#"(fr: "Héros")"#).unwrap_err();
        assert!(err.to_string().contains("`fr` is not a language"), "{err}");
        assert!(parse("()").is_err());
        assert_eq!(ron::to_string(&plain).unwrap(), r#""Aria""#);
    }

    #[test]
    fn a_term_comes_in_the_label_s_case_and_english_shows_labels_as_written() {
        assert_eq!(term(Lang::Es, "Longsword"), "Espada larga");
        assert_eq!(term(Lang::Es, "closed door"), "puerta cerrada");
        assert_eq!(term(Lang::En, "closed door"), "closed door");
        record_missed_terms(true);
        assert_eq!(term(Lang::Es, "Vorpal blade"), "Vorpal blade");
        assert_eq!(
            record_missed_terms(false).into_iter().collect::<Vec<_>>(),
            ["Vorpal blade"]
        );
    }

    #[test]
    fn a_phrase_reads_in_each_language_and_writes_english_json() {
        let p = crate::phrase!("reject-too-far", unit = "aria", cost = 7, budget = 1);
        assert_eq!(
            p.in_lang(Lang::En),
            "the path costs 7 squares of movement but aria has 1 left"
        );
        assert_eq!(
            p.in_lang(Lang::Es),
            "el camino cuesta 7 espacios de movimiento y a aria le queda 1"
        );
        assert_eq!(
            serde_json::to_string(&p).unwrap(),
            "\"the path costs 7 squares of movement but aria has 1 left\""
        );
        let nested = crate::phrase!(
            "reject-cannot-cast",
            unit = "m",
            spell = as_term("Sleep"),
            why = crate::phrase!("why-it-knows-no-spells")
        );
        assert_eq!(
            nested.in_lang(Lang::Es),
            "m no puede lanzar Sueño: no conoce ningún conjuro"
        );
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
        let labels = labels();
        for key in en.keys() {
            if key.starts_with("term-") {
                assert!(
                    labels.contains(key.as_str()),
                    "`{key}` is in the catalogues but no code or data file has its label"
                );
                continue;
            }
            assert!(
                uses.iter().any(|(k, ..)| k == key),
                "`{key}` is in the catalogues but no code uses it"
            );
        }
    }
}
