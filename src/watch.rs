//! Files the running game keeps an eye on (issue 36's hot reload): a level and the data folders
//! it was read with, through `notify` (debounced). The watch is on each file's folder, not on the
//! file: an editor that writes a temporary file and renames it over the old one replaces the
//! file itself, and that rename is seen in the folder (Bevy PR #21183's pitfall). A change is
//! told however the last reading of the file went, so a file that failed to load is read again
//! once it is fixed (Bevy issue #7470's).

use notify_debouncer_full::notify::{RecommendedWatcher, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, Debouncer, RecommendedCache, new_debouncer};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

/// How long a burst of writes to a file is waited out before it is told as one change.
const SETTLE: Duration = Duration::from_millis(200);

/// A watch on some files and on the `.ron` files of some folders.
pub struct FileWatch {
    _debouncer: Debouncer<RecommendedWatcher, RecommendedCache>,
    events: Receiver<DebounceEventResult>,
    files: Vec<PathBuf>,
    folders: Vec<PathBuf>,
}

impl FileWatch {
    /// Watches `files` and every `.ron` file directly in `folders` (those that do not exist are
    /// left out; a file must exist); `wake` is called when something comes (a window that
    /// redraws only on input wakes up to read it).
    pub fn new(
        files: &[PathBuf],
        folders: &[PathBuf],
        wake: impl Fn() + Send + 'static,
    ) -> std::io::Result<Self> {
        let (sender, events) = channel();
        let tell = move |result: DebounceEventResult| {
            if sender.send(result).is_ok() {
                wake();
            }
        };
        let mut debouncer = new_debouncer(SETTLE, None, tell).map_err(std::io::Error::other)?;
        let files: Vec<PathBuf> = files
            .iter()
            .map(std::fs::canonicalize)
            .collect::<Result<_, _>>()?;
        let folders: Vec<PathBuf> = folders
            .iter()
            .filter_map(|f| std::fs::canonicalize(f).ok())
            .filter(|f| f.is_dir())
            .collect();
        let mut watched: Vec<&Path> = files.iter().filter_map(|f| f.parent()).collect();
        watched.extend(folders.iter().map(PathBuf::as_path));
        watched.sort();
        watched.dedup();
        for folder in watched {
            debouncer
                .watch(folder, RecursiveMode::NonRecursive)
                .map_err(std::io::Error::other)?;
        }
        Ok(Self {
            _debouncer: debouncer,
            events,
            files,
            folders,
        })
    }

    /// The watched file written, created, removed or renamed last since the last call, if one
    /// was: everything that came since is read.
    pub fn changed(&self) -> Option<PathBuf> {
        let mut changed = None;
        while let Ok(result) = self.events.try_recv() {
            let Ok(events) = result else { continue };
            let watched = events
                .iter()
                .filter(|e| !e.kind.is_access() && !e.kind.is_other())
                .flat_map(|e| &e.paths)
                .rfind(|p| self.watches(p));
            changed = watched.cloned().or(changed);
        }
        changed
    }

    /// Whether `path` is one of the files, or a `.ron` file of one of the folders.
    fn watches(&self, path: &Path) -> bool {
        self.files.iter().any(|f| f == path)
            || (path.extension().is_some_and(|x| x == "ron")
                && path
                    .parent()
                    .is_some_and(|dir| self.folders.iter().any(|f| f == dir)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Waits up to five seconds for the watch to tell a change: the file it names.
    fn told(watch: &FileWatch) -> Option<PathBuf> {
        let until = std::time::Instant::now() + Duration::from_secs(5);
        while std::time::Instant::now() < until {
            if let Some(file) = watch.changed() {
                return Some(file);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }

    fn scratch_folder(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("leyendas-watch-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_file_written_in_place_or_renamed_over_is_told_and_its_neighbours_are_not() {
        let dir = scratch_folder("file");
        let level = dir.join("level.ron");
        std::fs::write(&level, "Level()").unwrap();
        let watch = FileWatch::new(std::slice::from_ref(&level), &[], || ()).unwrap();
        // Another file in the same folder is none of its business.
        std::fs::write(dir.join("other.ron"), "x").unwrap();
        std::thread::sleep(SETTLE * 3);
        assert_eq!(watch.changed(), None);
        std::fs::write(&level, "Level(name: \"a\")").unwrap();
        assert_eq!(told(&watch), Some(level.clone()), "written in place");
        // As editors that save safely do: a temporary file renamed over it, twice (the
        // second rename replaces the file the first one made).
        for n in 0..2 {
            let temporary = dir.join(format!(".level.ron.{n}.swp"));
            std::fs::write(&temporary, format!("Level(name: \"{n}\")")).unwrap();
            std::fs::rename(&temporary, &level).unwrap();
            assert_eq!(told(&watch), Some(level.clone()), "renamed over, time {n}");
        }
    }

    #[test]
    fn a_ron_file_of_a_watched_folder_is_told_and_other_files_there_are_not() {
        let dir = scratch_folder("folder");
        let watch = FileWatch::new(&[], std::slice::from_ref(&dir), || ()).unwrap();
        std::fs::write(dir.join("notes.txt"), "x").unwrap();
        std::thread::sleep(SETTLE * 3);
        assert_eq!(watch.changed(), None);
        std::fs::write(dir.join("weapons.ron"), "[]").unwrap();
        assert_eq!(told(&watch), Some(dir.join("weapons.ron")));
    }
}
