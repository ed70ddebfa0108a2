//! The `leyendas` binary: a thin wrapper over [`leyendas::cli`].

fn main() {
    // Unlocked handles: the game's systems print from other threads while `run` is going.
    let code = leyendas::cli::run(
        std::env::args_os(),
        &mut std::io::stdout(),
        &mut std::io::stderr(),
    );
    std::process::exit(code);
}
