//! The `leyendas` binary: a thin wrapper over [`leyendas::cli`].

fn main() {
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let code = leyendas::cli::run(std::env::args_os(), &mut stdout.lock(), &mut stderr.lock());
    std::process::exit(code);
}
