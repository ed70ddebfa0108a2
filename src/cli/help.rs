//! `--help` in the player's language. The command line is declared once (clap's derive in
//! [`super::Cli`]); every text a person reads of its help comes from the catalogues: what each
//! command and option does, the placeholders (`NIVEL`, `ARCHIVO`), the headings and the usage
//! line. The language is the one the rest of the CLI speaks (`--lang`, the menu's choice, then
//! `LC_ALL`/`LANG`), read before the arguments are parsed.

use crate::i18n::{Lang, Phrase};
use clap::{Arg, ArgAction, Command};

/// A catalogue's text in `lang`.
fn say(lang: Lang, phrase: Phrase) -> String {
    phrase.in_lang(lang)
}

/// The command line `cmd` with its help in `lang`.
pub fn localized(cmd: Command, lang: Lang) -> Command {
    let cmd = cmd
        .disable_help_subcommand(true)
        .disable_version_flag(true)
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(say(lang, crate::phrase!("cli-version"))),
        );
    localize(cmd, "", lang)
}

/// `cmd` (the subcommand `sub`, or "" for the program) and its subcommands, localized.
fn localize(cmd: Command, sub: &str, lang: Lang) -> Command {
    let bin = if sub.is_empty() {
        "leyendas".to_string()
    } else {
        format!("leyendas {sub}")
    };
    let mut cmd = cmd
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(say(lang, crate::phrase!("cli-help"))),
        )
        .about(about(lang, sub))
        .subcommand_help_heading(say(lang, crate::phrase!("cli-heading-commands")))
        .help_template(format!(
            "{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}",
            say(lang, crate::phrase!("cli-usage"))
        ));
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in &ids {
        cmd = cmd.mut_arg(id, |a| localize_arg(a, sub, lang));
    }
    let line = usage(&cmd, &bin, lang);
    cmd = cmd.override_usage(line);
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in &subs {
        cmd = cmd.mut_subcommand(name, |s| localize(s, name, lang));
    }
    cmd
}

fn localize_arg(arg: Arg, sub: &str, lang: Lang) -> Arg {
    let id = arg.get_id().to_string();
    let heading = if arg.is_positional() {
        say(lang, crate::phrase!("cli-heading-arguments"))
    } else {
        say(lang, crate::phrase!("cli-heading-options"))
    };
    let mut arg = arg.help_heading(heading);
    if let Some(help) = arg_help(lang, sub, &id) {
        arg = arg.help(help);
    }
    if arg.get_action().takes_values() {
        // The defaults are in the descriptions, in the reader's words.
        arg = arg
            .value_name(placeholder(lang, &id))
            .hide_default_value(true);
    }
    arg
}

/// The usage line: the program and subcommand, `[OPTIONS]`, then each argument by its
/// placeholder (`<NIVEL>` when it must be given, `[NIVEL]` when it may).
fn usage(cmd: &Command, bin: &str, lang: Lang) -> String {
    let mut parts = vec![bin.to_string()];
    if cmd.get_arguments().any(|a| !a.is_positional()) {
        parts.push(format!(
            "[{}]",
            say(lang, crate::phrase!("cli-options-placeholder"))
        ));
    }
    for arg in cmd.get_positionals() {
        let name = placeholder(lang, arg.get_id().as_str());
        let many = arg.get_num_args().is_some_and(|n| n.max_values() > 1);
        let dots = if many { "..." } else { "" };
        parts.push(if arg.is_required_set() {
            format!("<{name}>{dots}")
        } else {
            format!("[{name}]{dots}")
        });
    }
    if cmd.has_subcommands() {
        parts.push(format!(
            "[{}]",
            say(lang, crate::phrase!("cli-command-placeholder"))
        ));
    }
    parts.join(" ")
}

/// What a command does.
fn about(lang: Lang, sub: &str) -> String {
    match sub {
        "validate" => say(lang, crate::phrase!("cli-validate-about")),
        "play" => say(lang, crate::phrase!("cli-play-about")),
        "run" => say(lang, crate::phrase!("cli-run-about")),
        "replay" => say(lang, crate::phrase!("cli-replay-about")),
        "simulate" => say(lang, crate::phrase!("cli-simulate-about")),
        "edit" => say(lang, crate::phrase!("cli-edit-about")),
        _ => say(lang, crate::phrase!("cli-about")),
    }
}

/// What an argument of a command is for.
fn arg_help(lang: Lang, sub: &str, id: &str) -> Option<String> {
    Some(match (sub, id) {
        (_, "lang") => say(lang, crate::phrase!("cli-lang")),
        ("validate", "paths") => say(lang, crate::phrase!("cli-validate-paths")),
        ("play", "level") => say(lang, crate::phrase!("cli-play-level")),
        ("edit", "level") => say(lang, crate::phrase!("cli-edit-level")),
        ("run" | "simulate", "level") => say(lang, crate::phrase!("cli-level")),
        ("simulate", "seed") => say(lang, crate::phrase!("cli-simulate-seed")),
        (_, "seed") => say(lang, crate::phrase!("cli-seed")),
        (_, "commands") => say(lang, crate::phrase!("cli-commands")),
        (_, "rolls") => say(lang, crate::phrase!("cli-rolls")),
        (_, "data") => say(lang, crate::phrase!("cli-data")),
        (_, "screenshot") => say(lang, crate::phrase!("cli-screenshot")),
        (_, "frames") => say(lang, crate::phrase!("cli-frames")),
        (_, "hover") => say(lang, crate::phrase!("cli-hover")),
        (_, "animate") => say(lang, crate::phrase!("cli-animate")),
        (_, "watch") => say(lang, crate::phrase!("cli-watch")),
        (_, "mods") => say(lang, crate::phrase!("cli-mods")),
        (_, "aim") => say(lang, crate::phrase!("cli-aim")),
        (_, "mode") => say(lang, crate::phrase!("cli-mode")),
        (_, "hot_seat") => say(lang, crate::phrase!("cli-hot-seat")),
        (_, "difficulty") => say(lang, crate::phrase!("cli-difficulty")),
        ("simulate", "ruleset") => say(lang, crate::phrase!("cli-simulate-ruleset")),
        ("validate", "ruleset") => say(lang, crate::phrase!("cli-validate-ruleset")),
        ("validate", "format") => say(lang, crate::phrase!("cli-validate-format")),
        ("validate", "json") => say(lang, crate::phrase!("cli-validate-json")),
        (_, "ruleset") => say(lang, crate::phrase!("cli-ruleset")),
        (_, "rules") => say(lang, crate::phrase!("cli-rules")),
        (_, "size") => say(lang, crate::phrase!("cli-size")),
        (_, "ui_scale") => say(lang, crate::phrase!("cli-ui-scale")),
        (_, "load") => say(lang, crate::phrase!("cli-load")),
        (_, "replay") => say(lang, crate::phrase!("cli-replay")),
        ("simulate", "json") => say(lang, crate::phrase!("cli-simulate-json")),
        (_, "json") => say(lang, crate::phrase!("cli-json")),
        (_, "ai") => say(lang, crate::phrase!("cli-ai")),
        ("replay", "save") => say(lang, crate::phrase!("cli-replay-save")),
        (_, "save") => say(lang, crate::phrase!("cli-save")),
        (_, "runs") => say(lang, crate::phrase!("cli-runs")),
        (_, "jobs") => say(lang, crate::phrase!("cli-jobs")),
        _ => return None,
    })
}

/// The placeholder for an argument's value (`LEVEL`, `NIVEL`).
fn placeholder(lang: Lang, id: &str) -> String {
    say(lang, crate::phrase!("cli-value", name = id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn help(lang: Lang, args: &[&str]) -> String {
        localized(super::super::Cli::command(), lang)
            .try_get_matches_from(args)
            .expect_err("--help stops the parse")
            .render()
            .to_string()
    }

    #[test]
    fn every_argument_of_every_command_has_a_description_in_both_languages() {
        for lang in Lang::ALL {
            let cmd = localized(super::super::Cli::command(), lang);
            let mut commands = vec![("", &cmd)];
            commands.extend(cmd.get_subcommands().map(|s| (s.get_name(), s)));
            for (sub, command) in commands {
                for arg in command.get_arguments() {
                    let id = arg.get_id().as_str();
                    assert!(
                        ["help", "version"].contains(&id) || arg_help(lang, sub, id).is_some(),
                        "`{sub} --{id}` has no description"
                    );
                }
            }
        }
    }

    #[test]
    fn the_help_is_in_spanish_for_a_spanish_reader() {
        let es = help(Lang::Es, &["leyendas", "play", "--help"]);
        assert!(es.contains("Uso: leyendas play [OPCIONES] [NIVEL]"), "{es}");
        assert!(
            es.contains("Opciones:") && es.contains("Argumentos:"),
            "{es}"
        );
        assert!(es.contains("--seed <N>"), "{es}");
        assert!(
            !es.contains("Print help") && !es.contains("[default"),
            "{es}"
        );
        let en = help(Lang::En, &["leyendas", "validate", "--help"]);
        assert!(
            en.contains("Usage: leyendas validate [OPTIONS] <PATHS>..."),
            "{en}"
        );
    }
}
