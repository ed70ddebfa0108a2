//! Pure rule math of seed `000_5d34a18455df844f.txt` ("Reglas de Combate"): plain numbers in, results
//! with their breakdown out. Nothing here touches the ECS `World`, so every rule is testable on its own.

pub mod abilities;
pub mod attack;
pub mod board_shape;
pub mod condition_table;
pub mod conditions;
pub mod damage;
pub mod defense;
pub mod dice;
pub mod economy;
pub mod grid;
pub mod health;
pub mod hex;
pub mod magic;
pub mod modifiers;
pub mod saves;
pub mod size;
pub mod templates;
