# Leyendas Tactics, English. Every key here is in es.ftl too, with the same placeables; a test
# checks both, and that the code uses every key.

## The title menu

menu-subtitle = Turn-based tactical combat with the Mundo de Leyendas rules
menu-no-levels = No levels found in { $dir }
menu-progress-unreadable = Your campaign progress could not be read and is left untouched: { $problem }
menu-won = { $level }  (won)
menu-cannot-play = Cannot be played: { $problem }
menu-locked = Locked: win "{ $level }" first
menu-hot-seat-on = Hot-seat: on (every side by hand)
menu-hot-seat-off = Hot-seat: off (the AI plays its sides)
menu-difficulty-level = AI difficulty: as the level says
menu-difficulty = AI difficulty: { $difficulty ->
        [easy] easy
        [normal] normal
       *[hard] hard
    }
menu-language = Language: { $language }
menu-quit = Quit
menu-hint = Click a level to play it. Esc quits.

## Rulesets, as the menu names them

ruleset-core = Core rules (seed 000)
ruleset-osr = OSR rules (seed 002)
ruleset-wfrp = WFRP rules (seed 003)

## The top bar during a fight

hud-round = Round { $round }
hud-surprise-round = Surprise round
hud-turn = { $round } | { $unit }'s turn ({ $side }) | actions left: { $left }
hud-side-ai = { $side }, AI
hud-left = { $kind ->
        [walk] walk
        [action] action
        [standard] standard
        [move] move
       *[swift] swift
    }
hud-left-none = none
hud-one-action-only = (one action only)
hud-over-winner = Round { $round } | the fight is over: { $side } win
hud-over-draw = Round { $round } | the fight is over
hud-waiting = Waiting
