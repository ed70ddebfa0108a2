//! "Simulate" in the editor: the level as it stands played [`RUNS`] times with the AI on every
//! side, on threads of their own so the window keeps drawing; each side's share of the wins.

use crate::ai::sim::Report;
use crate::level::LoadedLevel;
use bevy_egui::egui;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many fights a simulation plays.
pub const RUNS: usize = 200;

/// Fights being played, or played.
pub struct Simulation {
    done: Arc<AtomicUsize>,
    fights: Option<std::thread::JoinHandle<Report>>,
    /// Each side's id and name, in the level's order.
    sides: Vec<(String, String)>,
    /// The level's text the fights were played from.
    text: String,
    pub report: Option<Report>,
}

impl Simulation {
    /// Starts playing `level`'s fights (read from `text`), seeds 1 to [`RUNS`], at the level's
    /// difficulty.
    pub fn start(level: LoadedLevel, text: &str) -> Self {
        let done = Arc::new(AtomicUsize::new(0));
        let counter = done.clone();
        let sides = level
            .sides
            .iter()
            .map(|s| (s.id.clone(), s.name.now().to_string()))
            .collect();
        // One core left to the window.
        let jobs =
            std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1));
        let fights = std::thread::spawn(move || {
            let difficulty = level.difficulty;
            let tally = crate::ai::sim::simulate(&level, (1, RUNS), difficulty, jobs, &counter);
            tally.report(&level, 1, difficulty)
        });
        Self {
            done,
            fights: Some(fights),
            sides,
            text: text.to_string(),
            report: None,
        }
    }

    pub fn running(&self) -> bool {
        self.fights.is_some()
    }

    /// Takes the report once the fights are over.
    pub(super) fn poll_now(&mut self) {
        if !self.fights.as_ref().is_some_and(|f| f.is_finished()) {
            return;
        }
        if let Some(fights) = self.fights.take() {
            self.report = fights.join().ok();
        }
    }
}

/// The simulation's progress, or its results: each side's wins, draws, unfinished fights and
/// how long fights last.
pub fn show(ui: &mut egui::Ui, editor: &mut super::Editor) {
    let Some(sim) = editor.simulation.as_mut() else {
        return;
    };
    sim.poll_now();
    if sim.running() {
        let done = sim.done.load(Ordering::Relaxed);
        ui.add(
            egui::ProgressBar::new(done as f32 / RUNS as f32).text(crate::t!(
                "editor-simulating",
                done = done,
                runs = RUNS
            )),
        );
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(200));
        return;
    }
    let Some(report) = &sim.report else {
        ui.label(crate::t!("editor-simulation-failed"));
        return;
    };
    ui.horizontal_wrapped(|ui| {
        ui.strong(crate::t!("editor-simulated", runs = report.runs));
        for (i, (id, name)) in sim.sides.iter().enumerate() {
            let share = report
                .win_rate
                .iter()
                .find(|(s, _)| s == id)
                .map_or(0.0, |(_, r)| *r);
            let text = crate::t!(
                "editor-side-wins",
                side = name.clone(),
                percent = format!("{:.0}", share * 100.0)
            );
            ui.colored_label(super::board::side_colour(i), text);
        }
        ui.label(crate::t!(
            "editor-simulated-rest",
            draws = format!("{:.0}", report.draws * 100.0),
            unfinished = report.unfinished,
            rounds = format!("{:.1}", report.mean_rounds)
        ));
        if sim.text != editor.doc.text() {
            ui.weak(crate::t!("editor-simulated-before"));
        }
    });
}
