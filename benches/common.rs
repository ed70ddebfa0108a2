//! The big level the benches share: a 128×128 field with scattered walls and rubble and 50 units
//! a side.

/// A 128×128 field with scattered walls and rubble and 50 units a side.
pub fn big_level(casters: bool) -> String {
    let size = 128;
    let mut rows = Vec::new();
    for y in 0..size {
        let row: String = (0..size)
            .map(|x: i32| match (x * 7 + y * 13) % 23 {
                0 if x % 5 != 0 => '#',
                1 | 2 => '~',
                _ => '.',
            })
            .collect();
        rows.push(format!("        \"{row}\","));
    }
    let mut units = Vec::new();
    for i in 0..100 {
        let (side, x) = if i % 2 == 0 {
            ("a", 20 + (i % 10) * 9)
        } else {
            ("b", 24 + (i % 10) * 9)
        };
        let y = 20 + (i / 10) * 9;
        // With casters, every tenth unit is a sorcerer.
        let creature = if casters && i % 10 == 4 {
            "human_sorcerer"
        } else {
            "human_fighter"
        };
        units.push(format!(
            "        (id: \"u{i}\", side: \"{side}\", at: ({x}, {y}), creature: \"{creature}\"),"
        ));
    }
    // Clear the squares units stand on.
    let mut grid: Vec<Vec<char>> = rows
        .iter()
        .map(|r| {
            r.trim()
                .trim_start_matches('"')
                .trim_end_matches("\",")
                .chars()
                .collect()
        })
        .collect();
    for i in 0..100i32 {
        let x = if i % 2 == 0 {
            20 + (i % 10) * 9
        } else {
            24 + (i % 10) * 9
        };
        let y = 20 + (i / 10) * 9;
        grid[y as usize][x as usize] = '.';
    }
    let map: Vec<String> = grid
        .iter()
        .map(|r| format!("        \"{}\",", r.iter().collect::<String>()))
        .collect();
    format!(
        "Level(name: \"bench\", map: [\n{}\n], sides: [(id: \"a\", name: \"A\"), (id: \"b\", name: \"B\")], units: [\n{}\n])",
        map.join("\n"),
        units.join("\n")
    )
}
