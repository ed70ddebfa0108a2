# Leyendas Tactics, English. Every key here is in es.ftl too, with the same placeables; a test
# checks both, and that the code uses every key.

## The title menu

menu-subtitle = Turn-based tactical combat with the Mundo de Leyendas rules
menu-no-levels = No levels found in { $dir }
menu-progress-unreadable = Your campaign progress could not be read and is left untouched: { $problem }
menu-won = { $level }  (won)
menu-cannot-play = Cannot be played: { $problem }
menu-mod = Mod: { $name } { $version }{ $authors }
menu-mod-disabled = Disabled: { $problem }
menu-locked = Locked: win "{ $level }" first
menu-hot-seat-on = Hot-seat: on, the screen passed between players
menu-hot-seat-open = Hot-seat: on, no pass screen
menu-foe-hp-hidden = Foes' HP: bars only
menu-foe-hp-shown = Foes' HP: shown
menu-hot-seat-off = Hot-seat: off (the AI plays its sides)
menu-difficulty-level = AI difficulty: as the level says
menu-difficulty = AI difficulty: { $difficulty ->
        [easy] easy
        [normal] normal
       *[hard] hard
    }
menu-language = Language: { $language }
menu-ui-scale = Interface: { $percent }%
menu-quit = Quit
menu-hint = Click a level to play it. Esc quits.

## Rulesets, as the menu names them

menu-ruleset-with-seed-001 = { $ruleset } + { $count ->
    [one] 1 rule
   *[other] { $count } rules
} of seed 001
hud-seed-001-rules = Seed 001: { $rules }
hud-seed-001-all = Seed 001: all { $count } of its rules
rules-switch-flat-footed-until-first-turn = flat-footed until the first turn
rules-switch-detailed-charge = detailed charge
rules-switch-healing-stabilises = magical healing stabilises
rules-switch-dying-constitution-check = dying Constitution check
rules-switch-disabled-half-speed = disabled at half speed
rules-switch-charge-past-the-helpless = charges past the helpless
rules-switch-coup-de-grace-at-once = coup de grace at once
rules-switch-two-weapon-penalties = two-weapon penalties by hand
rules-switch-unconscious-prone = the fallen lie prone
rules-switch-aid-against-one-foe = aid against one foe
rules-switch-delay-by-waiting = waiting to act
rules-switch-prone-table = prone's numbers
rules-switch-mounted-combat = mounted combat
rules-switch-ready-against-casters = readying against casters
hud-seed-001-without = Seed 001 without: { $rules }
hud-seed-001-and-without = { $on }; without: { $rules }
ruleset-core = Core rules
ruleset-osr = OSR rules
ruleset-wfrp = WFRP rules
ruleset-example = Example rules
# The example ruleset's own words (src/rulesets/example/).
example-log-action = { $unit }: { $action } (the turn's action)
example-hud-left = one action (move or attack)
example-help-dying = nobody lies dying here: a unit with no hit points left is dead
example-every-blow-lands = every blow lands
example-panel-blow = Every blow lands for { $hp } hit point
example-diag-hp = unit `{ $id }`: hp { $hp } must be from 1 to its maximum { $most }

## The top bar during a fight

hud-round = Round { $round }
hud-surprise-round = Surprise round
hud-turn = { $round } | { $unit }'s turn ({ $side }) | actions left: { $left }
hud-side-ai = { $side }, AI
hud-left = { $kind ->
        [walk] walk
        [action] action
        [action-or-walk] action (or a second walk)
        [standard] standard
        [standard-then-move] standard (or a move)
        [standard-or-move] standard or move
        [move] move
       *[swift] swift
    }
hud-morale-due = { $side } check morale at the round's end: { $why }
hud-left-none = none
hud-one-action-only = (one action only)
hud-over-winner = Round { $round } | the fight is over: { $side } win
hud-over-draw = Round { $round } | the fight is over
hud-waiting = Waiting

## Why a command is refused

reject-not-running = the fight is not running
reject-unknown-unit = there is no unit `{ $unit }`
reject-not-your-turn = it is not { $unit }'s turn (it is { $current }'s)
reject-move-target = a move needs either `to` or `path`, not both and not neither
reject-empty-path = the path is empty
reject-off-map = { $at } is off the map
reject-not-adjacent = { $to } is not adjacent to { $from }
reject-impassable = cannot enter { $at }: { $terrain }
reject-corner-blocked = a wall corner blocks the diagonal step { $from } -> { $to }
reject-enemy-in-the-way = path blocked by enemy { $enemy } at { $at }
reject-occupied = { $at } is taken by { $unit }; a move cannot end there
reject-no-path = { $unit } cannot reach { $to } this turn
reject-too-far = the path costs { $cost } { $board ->
        [hex] { $cost ->
            [one] hex
           *[other] hexes
        }
       *[other] { $cost ->
            [one] square
           *[other] squares
        }
    } of movement but { $unit } has { $budget } left
reject-cannot-move = { $unit } cannot move (speed 0)
reject-prone = { $unit } is prone: stand up (a move action) or crawl first
reject-not-prone = { $unit } is not prone
reject-already-prone = { $unit } is already prone
reject-one-square = a { $what } goes to one adjacent square: give `to`
reject-step-in-difficult = no one-square step out of or into difficult terrain ({ $at })
reject-prone-ranged = { $unit } cannot use { $weapon } while prone (only crossbows)
reject-cannot-aid = { $unit } cannot aid { $ally }: { $why }
reject-not-loaded = { $unit }'s { $weapon } is not loaded: load it first
reject-out-of-ammunition = { $unit } has no { $kind } left for { $weapon }
reject-not-carried = { $unit } carries no `{ $thing }`
reject-nothing-to-pick-up = there is nothing within { $unit }'s reach to pick up
reject-no-potion = { $unit } carries no potion
reject-nothing-to-load = { $unit } has nothing to load
reject-not-in-hand = { $unit } does not have { $weapon } in hand: draw it first (a move action)
reject-cannot-wield = { $unit } cannot wield that: { $why }
reject-needs-two-weapons = { $unit } needs two weapons in hand that are not two-handed (or a double weapon; natural weapons are not held)
reject-not-helpless = { $unit } is not helpless
reject-cannot-charge = { $unit } cannot charge { $target }: { $why }
reject-already-there = { $unit } is already at { $at }
reject-self-target = { $unit } cannot attack itself
reject-ally = { $unit } is an ally
reject-target-dead = { $unit } is dead
reject-target-surrendered = { $unit } has surrendered
reject-cannot = { $unit }: { $why }
reject-not-in-ruleset = { $command } is not an action of the { $ruleset } rules
reject-no-such-weapon = { $unit } has no weapon `{ $weapon }`
reject-out-of-reach-draw = { $unit } has no weapon in hand that reaches { $target } ({ $distance } { $board ->
        [hex] { $distance ->
            [one] hex
           *[other] hexes
        }
       *[other] { $distance ->
            [one] square
           *[other] squares
        }
    } away): draw the { $weapon } first (the bar's Gear)
reject-out-of-reach = { $unit } has no weapon that reaches { $target } ({ $distance } { $board ->
        [hex] { $distance ->
            [one] hex
           *[other] hexes
        }
       *[other] { $distance ->
            [one] square
           *[other] squares
        }
    } away)
reject-weapon-out-of-range = { $target } is { $distance } { $board ->
        [hex] { $distance ->
            [one] hex
           *[other] hexes
        }
       *[other] { $distance ->
            [one] square
           *[other] squares
        }
    } away; { $weapon } reaches { $reach }
reject-no-line-of-sight = a wall blocks the line from { $unit } to { $target }
reject-cannot-cast = { $unit } cannot cast { $spell }: { $why }
reject-cannot-mount = { $unit } cannot mount { $mount }: { $why }
reject-in-the-saddle = { $unit } is in the saddle: dismount first
reject-cannot-dismount = { $unit } cannot dismount: { $why }
reject-no-door = there is no door at { $at } within { $unit }'s reach
reject-doorway-taken = the door at { $at } cannot close: { $by } is in the doorway
reject-nothing-to-cancel = { $unit } has no { $spell } of its own running
reject-delay-after-acting = { $unit } has already acted this turn and can no longer delay
reject-delay-earlier = { $unit } cannot delay until after { $after }: { $after } has already acted this round
reject-nothing-to-delay-past = { $unit } acts last this round already; end the turn instead
reject-wait-not-in-rules = waiting to act is a seed-001 rule this level does not play (its switch is delay_by_waiting)
reject-not-waiting = { $unit } is not waiting to act
reject-act-now-mid-turn = { $unit } can act only before a turn begins, and { $current } has already begun
reject-act-now-own-turn = it is already { $unit }'s turn
budget-no-standard = no standard action left this turn
budget-no-move = no move action left this turn
budget-no-swift = no swift action left this turn
budget-no-full-round = a full-round action needs both the standard and the move action
budget-single-action = only one action this turn (surprise round or disabled), and a full-round action is two

## Conditions, readied triggers and standing choices

condition-flat-footed = flat-footed
condition-prone = prone
condition-charging = charging (-2 Defense)
condition-total-defense = on total defense
condition-shield-bashed = without its shield's Defense (bashed with it)
condition-aided-attack = aided (+2 on its next attack)
condition-aided-defense = aided (+2 Defense against the next attack)
condition-defensive-position = in a defensive position (advantage to avoid)
condition-defensive-fighting = fighting defensively (+2 to avoid)
condition-protected = protected (advantage to avoid)
condition-helped = helped (advantage on its next roll)
condition-aiming = aiming
condition-grappled = grappled
condition-grappling = grappling
condition-shielded = behind a human shield
condition-building-energy = building energy (advantage on its next casting)
condition-fleeing = fleeing
condition-stunned = stunned
condition-cautious = cautious
condition-all-out = all-out
condition-defensive-stance = in a defensive stance
condition-running = running
condition-guarding = on guard
trigger-enters-reach = an enemy comes into reach
trigger-moves-adjacent = an enemy moves adjacent
trigger-attacks-ally = an enemy attacks an ally
trigger-starts-to-cast = an enemy starts to cast
trigger-enters-square = an enemy steps onto { $at }
trigger-enters-area = an enemy comes within { $radius ->
        [one] 1 space
       *[other] { $radius } spaces
    } of { $at }
trigger-ally-passes = an ally passes { $at }
trigger-shoots = an enemy shoots
trigger-draws = an enemy draws a weapon
trigger-attacked = an enemy attacks it
out-of-turn-readied = a readied action
out-of-turn-immediate = an immediate action
out-of-turn-free = a free action
readied-cast-at = cast { $spell } at it
readied-move-to = move to { $at }
readied-move = move
readied-attack = attack { $target }
readied-cast = cast { $spell }
readied-door = open or close the door at { $at }
readied-drink = drink a potion
readied-draw = draw { $weapons }
readied-reload = reload
readied-total-defense = take a total defense
readied-other = { $command }
defence-auto = block or dodge, whichever is likelier to work against
defence-block = block
defence-dodge = dodge
critical-policy-auto = the best of each
critical-policy-double = double / counter
critical-policy-maximum = maximum / reduction
## The combat log

log-start = == { $level } (seed { $seed }) ==
log-start-ruleset = == { $level } (seed { $seed }, { $ruleset } rules) ==
log-initiative = { $unit } rolls initiative: d{ $die } { $roll } { $modifier } = { $total }
log-initiative-fixed = { $unit } has fixed initiative { $total }
log-in-group = { $line } (one roll for { $group })
log-order = Order: { $units }
log-condition-on = { $unit } is { $condition }
log-condition-off = { $unit } is no longer { $condition }
log-surprise-round = -- Surprise round (round { $round }) --
log-round = -- Round { $round } --
log-turn = { $unit }'s turn
log-action = { $unit }: { $action } ({ $cost } action)
log-action-osr = { $unit }: { $action } ({ $kind ->
        [walk] a walk
        [turn] the whole turn
        [action] an action
       *[free] free
    })
log-step = { $unit } steps { $from } -> { $to } (cost { $cost })
log-dragged = { $by } drags { $unit } from { $from } to { $to }
log-falls-back = { $unit } cannot stay at { $from }, another creature's square, and falls back to { $to }
log-coup-de-grace = { $attacker } delivers a coup de grace to { $target } with { $weapon }: automatic critical
log-coup-de-grace-begins = { $attacker } stands over { $target } for a coup de grace: it falls at the start of its next turn
log-coup-de-grace-lost = { $attacker }'s coup de grace on { $target } is lost: { $why }
log-aid = { $helper } aids { $ally }: { $bonus } to its next { $aid }
log-aid-needless = { $helper } tries to aid { $ally }, but { $ally } needs no help from { $helper }
log-aid-roll = { $helper } aids { $ally } against { $foe }: d20 { $roll }, { $total } against Defense 10: { $bonus } to its next { $aid } against { $foe }
log-aid-roll-fails = { $helper } tries to aid { $ally } against { $foe }: d20 { $roll }, { $total } against Defense 10: no help
log-aid-lapses = The aid { $helper } gave { $ally } lapses
log-aid-spent = { $ally } spends the aid to its { $aid } against { $foe }
log-dropped = { $unit } drops { $thing } at { $at }
log-thrown-breaks = { $unit }'s { $thing } breaks at { $at }
log-thrown-lands = { $unit }'s { $thing } comes down at { $at }
log-picked-up = { $unit } picks up { $thing } from { $at }
log-shield-on = { $unit } straps on its shield
log-shield-off = { $unit } takes off its shield
log-handed-over = { $unit } hands { $thing } to { $to }
log-item-used = { $unit } uses up { $item }
log-item-ready = { $unit } gets { $item } out, at hand now
log-effect-starts-for = { $spell } takes hold on { $unit } for { $rounds } rounds
log-effect-starts = { $spell } takes hold on { $unit }
log-effect-ends = { $spell } ends on { $unit }
log-trigger-fires = the level's trigger { $trigger } fires
log-trigger-rearmed = the level's trigger { $trigger } may fire again
log-message = ** { $text } **
log-mounted = { $unit } mounts { $mount } at { $at }
log-falls-from = { $unit } falls from { $mount } to { $to }
log-dismounted = { $unit } dismounts from { $mount } to { $to }
log-ride-check = { $unit } Ride check to { $why }: d20 { $roll } { $bonus } = { $total } vs DC { $dc }: { $result }
log-made = made
log-failed = failed
log-saddle-roll = { $unit } slumps in the saddle: d100 { $roll } vs { $chance }: { $result }
log-stays-on = stays on
log-falls = falls
log-mount-turn = { $unit } carries { $rider }: it acts on its rider's turn
log-leaves-fight = { $unit } leaves the fight: { $why }
log-door-toggled = { $unit } makes the door at { $at } { $terrain }
log-joined-rolls = { $unit } joins the fight for { $side } at { $at }: initiative d20 { $roll } { $modifier } = { $total }
log-joined = { $unit } joins the fight for { $side } at { $at }: initiative { $total }
log-side-changed = { $unit } now fights for { $side }
log-alert = { $unit } is alert
log-unaware = { $unit } is caught unaware
log-channeling-starts = { $unit } begins casting { $spell }: { $turns } more { $turns ->
        [one] turn
       *[other] turns
    } to go
log-channeling-done = { $unit } finishes casting { $spell }
log-channeling-continues = { $unit } keeps casting { $spell }: { $turns } more to go
log-channeling-lost = { $unit } loses { $spell }: { $why }
log-dispel-check = { $caster } tries to dispel { $spell } on { $target }: d20 { $roll } = { $total } vs DC { $dc }: { $result }
log-dispelled = dispelled
log-it-holds = it holds
log-effects-tick = { $caster }'s spells count down a round
log-turn-lost = { $unit } is { $why } and loses its turn
log-cast = { $unit } casts { $spell } ({ $left } left today)
log-cast-defensively = { $unit } casts { $spell } defensively ({ $left } left today)
log-arcane-failure = { $unit }'s arcane failure: d100 { $roll } vs { $percent }%: { $result }
log-spell-fails = the spell fails
log-no-failure = no failure
log-concentration = { $unit } concentrates ({ $why }): { $roll } → { $total } vs DC { $dc }: { $result }
log-keeps-spell = keeps the spell
log-loses-spell = loses the spell
log-area = { $shape }: { $squares } { $board ->
        [hex] { $squares ->
            [one] hex
           *[other] hexes
        }
       *[other] { $squares ->
            [one] square
           *[other] squares
        }
    }, catching { $units }
log-area-empty = { $shape }: { $squares } { $board ->
        [hex] { $squares ->
            [one] hex
           *[other] hexes
        }
       *[other] { $squares ->
            [one] square
           *[other] squares
        }
    }, catching no one
log-magic-resistance = { $caster } vs { $target }'s magic resistance { $resistance }: { $roll } → { $total }: { $result }
log-overcome = overcome
log-resisted = resisted
log-heal = { $unit } heals { $amount } ({ $dice }: { $faces }){ $hp ->
    [hidden] {""}
   *[other] ; { $hp } hp
}
log-loaded = { $unit } loads the { $weapon }
log-unloaded = { $unit }'s { $weapon } must be loaded again
log-wield = { $unit } now holds { $weapons }
list-and = {" "}and{" "}
log-ready = { $unit } readies an attack for when { $trigger }
log-ready-fires = { $target } sets off { $unit }'s readied action
log-ready-lapses = { $unit }'s readied action lapses
log-ready-action = { $unit } readies an action ({ $action }) for when { $trigger }
log-out-of-turn = { $unit } acts out of turn: { $act }
log-out-of-turn-refused = { $unit }'s action out of turn cannot be done and is spent: { $reason }
log-out-of-turn-ends = { $unit }'s action out of turn is over
log-item-spell = { $unit } uses { $item }: { $spell } ({ $left ->
        [one] 1 charge
       *[other] { $left } charges
    } left)
log-reaction-set = { $unit } will use { $spell } when { $trigger }
log-reaction-cleared = { $unit } no longer uses { $spell } at once when attacked
log-aoo = { $target } provokes an attack of opportunity from { $attacker }
log-defense-normal = Defense
log-defense-flat-footed = flat-footed Defense
log-defense-touch = touch Defense
log-defense-flat-footed-touch = flat-footed touch Defense
log-threat-confirm = ; threat, confirm d20 { $roll } = { $total }
log-critical = : CRITICAL
log-not-confirmed = : not confirmed
log-attack = { $attacker } attacks { $target } with { $weapon }: d20 { $roll } { $modifiers } = { $total } vs { $kind } { $defense }: { $result }{ $threat }
log-hit = hit
log-miss = miss
log-damage = { $target } takes { $amount } damage from { $source }{ $detail }{ $hp ->
    [hidden] {""}
   *[other] ; { $hp } hp left
}
log-damage-wounds = { $target } takes { $amount } damage from { $source }{ $detail }{ $wounds ->
    [hidden] {""}
    [one] ; 1 Wound left
   *[other] ; { $wounds } Wounds left
}
log-heal-wounds = { $unit } heals { $amount } ({ $dice }: { $faces }){ $wounds ->
    [hidden] {""}
    [one] ; 1 Wound
   *[other] ; { $wounds } Wounds
}
log-damage-reduced = , { $amount } reduced
log-damage-doubled = , doubled by vulnerability
log-damage-doubled-after-armour = , doubled by the natural 1 to avoid
log-damage-incorporeal-half = , halved: a magic blow on an incorporeal body
log-damage-incorporeal-nothing = , none: it is not magic and passes through an incorporeal body
log-health-state = { $unit } is { $state }
log-save = { $unit } { $kind } save: d20 { $roll } { $modifiers } = { $total } vs DC { $dc }: { $result }
log-save-fortitude = Fortitude
log-check = { $unit } tests { $ability } ({ $why }): d20 { $roll } { $modifiers } = { $total } vs DC { $dc }: { $result }
log-save-reflex = Reflex
log-save-will = Will
log-success = success
log-failure = failure
log-delay-after = { $unit } delays until after { $after }
log-delay-end = { $unit } delays to the end of the order
log-waits = { $unit } waits, ready to act before any later turn
log-acts-now = { $unit } stops waiting and acts before { $before }
log-turn-resumes = { $unit } takes up its turn again
log-turn-end = { $unit } ends its turn
log-negative-levels = { $unit } gains { $levels ->
    [one] a negative level
   *[other] { $levels } negative levels
} from { $source } ({ $dice }): { $total } in all
log-rejected = REJECTED ({ $unit }): { $reason }
log-end-winner = == The fight is over. Winner: { $side } ==
log-end-nobody = == The fight is over: nobody is left standing ==
log-test = { $unit } tests { $why }: { $roll }
log-strike = { $attacker } strikes at { $target } with { $weapon }: { $outcome }{ $result }
log-strike-roll = { $roll }
log-strike-auto = no roll needed ({ $why })
log-strike-avoid = { $target } must avoid it
log-strike-lands = , it lands
log-strike-misses = , a miss
log-reaction = { $defender } tries to { $kind }: { $roll }{ $result }
log-avoided = , avoided
log-too-slow = , too slow
log-critical-amount = { $unit }: { $effect } { $amount } against { $against }
log-critical-effect = { $unit }: { $effect } against { $against }
log-usage = { $unit }'s { $item }: usage d{ $die } rolls { $roll }, { $result }
log-usage-breaks = it breaks
log-usage-holds = it holds
log-usage-now = now d{ $die }
log-morale = { $side } check morale ({ $why }): 2d6 { $faces } = { $total } against { $morale }: { $result }
log-they-hold = they hold
log-they-break = they break
log-dying = { $unit } is dying: { $turns } turns left to be tended
log-defence-set = { $unit } will { $policy } attacks
log-critical-set = { $unit } will take { $policy } on a natural 20
log-manoeuvre-on = { $unit } { $what } { $target }
log-manoeuvre = { $unit } { $what }

## A roll's breakdown (OSR tests)

roll-against = = { $total } vs { $target }+: { $result }
roll-against-at-most = = { $total } vs { $target } or less: { $result }
roll-yes = yes
roll-no = no
roll-natural-20 = (natural 20)
roll-natural-1 = (natural 1)

## Why a command cannot be done (the reason after the colon)

why-a-unit-cannot-aid-itself = a unit cannot aid itself
why-not-an-ally = not an ally
why-it-must-be-adjacent = it must be adjacent
why-no-shield = it has no shield
why-no-shield-to-strap-on = it carries no shield to strap on
why-no-shield-on = it wears no shield
why-hand-over-to-an-ally = { $to } is not an ally: objects are handed to allies
why-a-unit-cannot-hand-itself = it cannot hand a thing to itself
why-cannot-take-it = { $to } cannot take it now
why-out-of-handing-reach = { $to } is beyond its reach of { $reach } { $board ->
        [hex] { $reach ->
            [one] hex
           *[other] hexes
        }
       *[other] { $reach ->
            [one] square
           *[other] squares
        }
    }
why-give-at-or-facing-not-both = give `at` or `facing`, not both
why-a-facing-only-aims-cones-and = a facing only aims cones and lines
why-no-such-facing-on-hex = a hex board has no north or south facing
why-it-knows-no-spells = it knows no spells
why-it-does-not-know-that-spell = it does not know that spell
why-ready-weapon-or-action = a readied action is an attack with a weapon or another action, not both
why-no-readying-against-casters-here = this level does not play readying against casters (rules: ready_against_casters: false)
why-ready-own-command = a readied command is the unit's own, not { $other }'s
why-ready-not-this = { $command } cannot be readied: it is not one action taken at once
why-not-an-immediate-spell = it is not an immediate action of the unit's
why-cannot-act-now = it cannot act now
why-immediate-taken = it has taken its immediate action this round (its next turn's swift action)
why-not-a-magic-item = `{ $item }` is not a magic item
why-name-the-item-s-spell = name the spell of `{ $item }` to use (`spell`)
why-the-item-holds-no-such-spell = `{ $item }` holds no spell `{ $spell }`
why-not-enough-charges = `{ $item }` has { $left ->
        [one] 1 charge
       *[other] { $left } charges
    } left and this use spends { $needs }
why-only-arcane-casters-read-a-codex = only an arcane caster can read a codex
why-only-casters-use-it = only a spellcaster can cast from it
why-it-has-no-uses-of-it = it has no uses of it left today
why-it-is-silenced-and-its-verbal = it is silenced and its verbal component must be spoken
why-it-only-affects-the-caster = it only affects the caster
why-name-the-target-unit = name the `target` unit
why-it-cannot-see-its-target = it cannot see its target
why-give-the-square-or-intersection-at = give the square or intersection `at`
why-aim-it-at-another-square = aim it at another square
why-its-concentration-broke = its concentration broke
why-name-at-least-one-weapon = name at least one weapon
why-take-out-then-use = { $item } must be taken out first (a move action), then used (a standard action), and the turn has not both left
why-a-creature-cannot-ride-itself = a creature cannot ride itself
why-no-mounted-combat-here = this level does not play mounted combat (rules: mounted_combat: false)
why-it-has-a-rider-of-its = it has a rider of its own
why-it-is-prone-stand-up-first = it is prone: stand up first
why-that-creature-is-not-a-mount = that creature is not a mount
why-that-mount-is-not-of-its = that mount is not of its side
why-the-mount-cannot-act = the mount cannot act
why-it-is-not-next-to-the = it is not next to the mount
why-it-is-not-riding = it is not riding
why-no-free-square-next-to-its = no free square next to its mount
why-land-well = land well
why-control-mount = control a mount not trained for war
why-it-flees-the-field = it flees the field
why-it-knows-no-powers = it knows no powers
why-that-manoeuvre-is-a-melee-attack = that manoeuvre is a melee attack
why-it-has-no-melee-weapon-in = it has no melee weapon in hand
why-it-cannot-see-the-target = it cannot see the target
why-it-holds-no-ranged-weapon = it holds no ranged weapon
why-the-target-is-not-in-sight = the target is not in sight and range
why-the-creature-is-larger-than-it = the creature is larger than it
why-it-already-holds-a-creature = it already holds a creature
why-it-holds-nobody = it holds nobody
why-it-is-not-on-the-board = it is not on the board
why-first-aid-needs-a-medicine-kit = first aid needs a medicine kit (without one, only a dying ally can be stabilised)
why-there-is-nothing-to-tend = there is nothing to tend
why-it-carries-nothing-to-use = it carries nothing to use
why-it-holds-nothing-to-throw = it holds nothing to throw
why-it-cannot-throw-at-itself = it cannot throw at itself
why-its-somatic-component-needs-a-free = its somatic component needs a free hand (put a weapon away first)
why-hurt-while-casting = hurt while casting
why-casting-defensively = casting defensively
why-hurt-while-keeping-a-spell-up = hurt while keeping a spell up
why-that-mount-carries-nobody-while-it = that mount carries nobody while it rides something itself
why-it-fell = it fell
why-changing-weapons-is-the-turn-s = changing weapons is the turn's action (Draw), not part of a walk
why-a-quick-attack-follows-a-melee = a quick attack follows a melee attack
why-a-quick-attack-needs-a-light = a quick attack needs a light melee weapon
why-it-is-already-beside-the-target = it is already beside the target: attack instead
why-no-path-reaches-the-target-within = no path reaches the target within twice its movement
why-it-must-be-beside-the-creature = it must be beside the creature to grapple it
why-the-target-is-more-than-half = the target is more than half its movement away
why-that-patient-had-first-aid-this = that patient had first aid this fight already
why-a-charge-takes-the-whole-turn = a charge takes the whole turn
why-a-tackle-takes-the-whole-turn = a tackle takes the whole turn
why-throw-at-a-creature-target-or = throw at a creature (`target`) or a square (`at`), one of them
why-aid-needs-plus-2 = aiding needs at least +2 to attack; it has { $bonus }
why-aid-no-foe-in-reach = no foe is in its melee reach to aid against
why-aid-foe-out-of-reach = { $foe } is not a foe in its melee reach
why-no-such-foe = there is no { $foe }
why-spell-out-of-reach = { $target } is { $distance } { $board ->
        [hex] { $distance ->
            [one] hex
           *[other] hexes
        }
       *[other] { $distance ->
            [one] square
           *[other] squares
        }
    } away; the spell reaches { $reach }
why-beyond-range = { $at } is beyond its range of { $range } { $board ->
        [hex] { $range ->
            [one] hex
           *[other] hexes
        }
       *[other] { $range ->
            [one] square
           *[other] squares
        }
    }
why-wall-before-intersection = a wall stands between it and the intersection { $at }
why-wall-before-cell = a wall stands between it and { $at }
why-target-gone = { $target } is gone or out of its reach
why-in-the-saddle = { $unit } is in the saddle
why-already-riding = it is already riding { $mount }
why-not-next-to-mount = { $to } is not next to its mount
why-not-free-to-stand = { $to } is not free to stand on
why-no-rider-to-guide = it has no rider to guide it after { $rider } fell
why-it-is = it is { $state }
why-is-not-an-ally = { $ally } is not an ally
why-is-not-beside-it = { $ally } is not beside it
why-is-not-fascinated = { $ally } is not fascinated
why-getting-out-takes-the-turn = getting the { $item } out of its pack takes the whole turn
why-target-helpless = the target is helpless
why-target-knocked-out = the target is knocked out
why-target-asleep = the target is asleep
why-nothing-can-land = nothing can land at { $at }
why-throw-too-far = { $at } is { $distance } { $board ->
        [hex] { $distance ->
            [one] hex
           *[other] hexes
        }
       *[other] { $distance ->
            [one] square
           *[other] squares
        }
    } away; a throw reaches { $reach }
why-cannot-see-square = it cannot see { $at }
why-carries-no-item-to-throw = it carries no { $item } to throw
why-not-in-hand-draw = { $item } is not in hand (draw it first)
why-needs-strength = { $item } needs Strength { $least }; it has { $strength }
why-mount-too-small = a { $mount } mount cannot carry a { $rider } rider
why-carries-no-weapon = it carries no weapon `{ $weapon }`
why-takes-hands-with-shield = that takes { $hands } hands with the shield
why-takes-hands = that takes { $hands } hands
why-cannot-step = it cannot step from { $from } to { $to }
why-difficult-terrain = { $at } is difficult terrain
why-in-the-way = { $unit } is in the way at { $at }
why-attack-square-taken = the square to attack from, { $at }, is taken
why-charge-draws-within-speed = drawing a weapon on the way, a charge goes no farther than its speed ({ $speed })
why-charge-too-far = the charge needs { $cost } { $board ->
        [hex] { $cost ->
            [one] hex
           *[other] hexes
        }
       *[other] { $cost ->
            [one] square
           *[other] squares
        }
    } of movement, it has { $max }
why-charge-too-short = a charge covers at least { $min } { $board ->
        [hex] { $min ->
            [one] hex
           *[other] hexes
        }
       *[other] { $min ->
            [one] square
           *[other] squares
        }
    }
why-it-is-already-in-reach-attack = it is already in reach: attack instead
why-no-square-to-attack-from = no square to attack from
why-ranged-cannot-find-invisible = a ranged attack cannot find an invisible target

## Actions as the log names them

action-total-defense = total defense
action-move = move
action-run = run
action-withdraw = withdraw
action-step = one-square step
action-crawl = crawl
action-dismount = dismount
action-stand-up = stand up
action-drop-prone = drop prone
action-ready-an-attack = ready an attack
action-ready-an-action = ready an action
action-use-item = use { $item }
action-flee = flee
action-build-energy = build energy
action-aid = aid { $ally }
action-attack = attack { $target }
action-coup-de-grace = coup de grace on { $target }
action-attack-two-weapons = attack { $target } with two weapons
action-cancel = cancel { $spell }
action-cast = cast { $spell }
action-charge = charge { $target }
action-load = load { $weapon }
action-draw = draw { $weapons }
action-move-drawing = move drawing { $weapons }
action-drink = drink { $item }
action-take-out = take out { $item }
action-mount = mount { $mount }
action-control-mount = control the mount
action-pick-up = pick up { $thing }
action-shield-on = strap on the shield
action-shield-off = take off the shield
action-hand-over = hand { $thing } to { $to }
action-pour-potion = pour { $thing } into { $to }
action-drop = drop { $thing }
action-get-out = get { $item } out
action-use = use { $item }
action-throw = throw { $item } at { $at }
action-on = { $what } { $target }
action-defensive-position = defensive position
action-change-weapons = change weapons to { $weapons }
action-door = { $verb } the { $door } at { $at }

## What a test is for

test-surprise = surprise
test-initiative = initiative
test-concentration = concentration
test-first-aid = first aid
test-stabilise = stabilising
test-breaking-free = breaking free
test-casting = casting { $spell }
test-whether-breaks = whether the { $item } breaks

## Why a side checks its morale

morale-the-script-calls-for-it = the script calls for it
morale-its-leader-fell = its leader fell
morale-half-of-it-is-down = half of it is down
morale-outnumbered = it is outnumbered two to one

## The shapes of areas

shape-cone = cone { $length } facing { $facing }
shape-line = line { $length } toward { $at }
shape-sphere = sphere { $radius } at the corner { $at }
shape-sphere-on-cell = sphere { $radius } on { $at }
shape-cube = cube { $side } from { $at }
shape-cube-on-cell = cube { $side } on { $at }
shape-area = the area

## A label as it is

just = { $text }

## Labels of the engine and the shipped data (English shows a label as written)

term-bab = BAB
term-str = Str
term-dex = Dex
term-con = Con
term-wis = Wis
term-base = base
term-armor = armor
term-natural-armor = natural armor
term-shield = shield
term-weapon = weapon
term-item = item
term-spell = spell
term-creature = creature
term-armour = armour
term-hit-location-table = hit location table
term-occupation = occupation
term-power = power
term-size = size
term-level = level
term-aid = aid
term-hero-point = hero point
term-magic-knowledge = Magic Knowledge
term-identify-the-spell = identify the spell
term-bonus = bonus
term-late-bonus = late bonus
term-reroll = reroll
term-late-aid = late aid
term-act-now = act now
term-extra-move = extra move
term-extra-standard = extra standard
term-recall = recall
term-cheat-death = cheat death
term-charge = charge
term-cover = cover
term-prone = prone
term-spells = spells
term-higher-ground = higher ground
term-range-increments = range increments
term-fighting-defensively = fighting defensively
term-two-light-weapons = two light weapons
term-two-one-handed-weapons = two one-handed weapons
term-main-hand = main hand
term-off-hand = off hand
term-saved-half = saved: half
term-entangled = entangled
term-violence = violence
term-enhancement = enhancement
term-deflection = deflection
term-divine = divine
term-dodge = dodge
term-morale = morale
term-situation = situation
term-potencia = Might
term-avoided-this-round = avoided this round
term-both-hands = both hands
term-counter = counter
term-disarm = disarm
term-grappling-another = grappling another
term-nothing-to-block-with = nothing to block with
term-quick-attack = quick attack
term-reduction = reduction
term-target-s-guard = target's guard
term-strength = Strength
term-agility = Agility
term-mind = Mind
term-intuition = Intuition
term-presence = Presence
term-resistance = Resistance
term-2d20-keep-best = 2d20 keep best
term-2d20-keep-worst = 2d20 keep worst
term-block = block
term-fumble = fumble
term-double = double
term-maximum = maximum
term-takes-the-blow-for = takes the blow for
term-protects = protects
term-helps = helps
term-aims-at = aims at
term-grapples = grapples
term-tends = tends
term-shields = shields
term-attack-defensively = attack defensively
term-quick-attack-on = quick attack on
term-knock-out = knock out
term-protect = protect
term-help = help
term-aim-at = aim at
term-grapple = grapple
term-crush = crush
term-tackle = tackle
term-first-aid-on = first aid on
term-stabilise = stabilise
term-stabilising = stabilising
term-constitution = Constitution
term-below-0 = below 0
term-attack = attack
term-defense = defense
term-healthy = healthy
term-disabled = disabled
term-dying = dying
term-stable = stable
term-dead = dead
term-surrendered = surrendered
term-unconscious = unconscious
term-asleep = asleep
term-stunned = stunned
term-standard = standard
term-move = move
term-double-move = double move
term-full-round = full-round
term-swift = swift
term-immediate = immediate
term-free = free
term-withdraw = withdraw
term-one-square-step = one-square step
term-crawl = crawl
term-core = Core
term-osr = OSR
term-wfrp = WFRP
term-n = N
term-ne = NE
term-e = E
term-se = SE
term-s = S
term-sw = SW
term-w = W
term-nw = NW
term-diminutive = diminutive
term-tiny = tiny
term-small = small
term-medium = medium
term-large = large
term-huge = huge
term-colossal = colossal
term-open = open
term-close = close
term-door = door
term-open-door = open_door
term-floor = Floor
term-grass = Grass
term-stone-wall = Stone wall
term-rubble = Rubble
term-thick-brush = Thick brush
term-shallow-water = Shallow water
term-deep-water = Deep water
term-bridge = Bridge
term-closed-door = Closed door
term-crates = Crates
term-barricade = Barricade
term-fog-bank = Fog bank
term-darkness = Darkness
term-battleaxe = Battleaxe
term-bite = Bite
term-claw = Claw
term-dagger = Dagger
term-greataxe = Greataxe
term-greatclub = Greatclub
term-quarterstaff = Quarterstaff
term-military-saddle = Military saddle
term-greatsword = Greatsword
term-heavy-crossbow = Heavy crossbow
term-heavy-mace = Heavy mace
term-hooves = Hooves
term-javelin = Javelin
term-lance = Lance
term-light-crossbow = Light crossbow
term-long-bow = Long bow
term-arrows = arrows
term-bolts = bolts
term-longsword = Longsword
term-unarmed-strike = Unarmed strike
term-mace = Mace
term-scimitar = Scimitar
term-short-bow = Short bow
term-short-sword = Short sword
term-silver-longsword = Silver longsword
term-rune-longsword = Rune longsword
term-draining-slam = Draining slam
term-chilling-touch = Chilling touch
term-slam = Slam
term-sling = Sling
term-spear = Spear
term-stone = Stone
term-plank = Plank
term-barrel = Barrel
term-heavy-load = Heavy load
term-breastplate = Breastplate
term-buckler = Buckler
term-chain-mail = Chain mail
term-chain-shirt = Chain shirt
term-full-plate = Full plate
term-heavy-steel-shield = Heavy steel shield
term-leather-armor = Leather armor
term-leather-armour = Leather armour
term-light-wooden-shield = Light wooden shield
term-padded-armor = Padded armor
term-plate-armour = Plate armour
term-scale-mail = Scale mail
term-tower-shield = Tower shield
term-flask-of-acid = Flask of acid
term-alchemist-fire = Alchemist's fire
term-holy-water = Holy water
term-burning = burning
term-alchemist-s-fire = Alchemist's fire
term-healing-draught = Healing draught
term-herbal-poultice = Herbal poultice
term-potion-of-greater-healing = Potion of greater healing
term-potion-of-healing = Potion of healing
term-wand-of-burning-hands = Wand of burning hands
term-scroll-of-sleep = Scroll of sleep
term-scroll-of-cure-light-wounds = Scroll of cure light wounds
term-staff-of-fire = Staff of fire
term-codex-of-binding = Codex of binding
term-amulet-of-faith = Amulet of faith
term-wand-of-sparks = Wand of sparks
term-acid-arrow = Acid arrow
term-bane = Bane
term-barkskin = Barkskin
term-burning-hands = Burning hands
term-cone-of-cold = Cone of cold
term-cure-light-wounds = Cure light wounds
term-daze = Daze
term-dispel-magic = Dispel magic
term-entangle = Entangle
term-fire-dart = Fire dart
term-fireball = Fireball
term-firestorm = Firestorm
term-grease = Grease
term-lightning-bolt = Lightning bolt
term-mend-wounds = Mend wounds
term-ray-of-frost = Ray of frost
term-enervation = Enervation
term-shield-of-faith = Shield of faith
term-guided-blow = Guided blow
term-adrenaline = Adrenaline
term-shocking-grasp = Shocking grasp
term-shocking-touch = Shocking touch
term-silence = Silence
term-sleep = Sleep
term-thunderclap = Thunderclap
term-vanish = Vanish
term-archer = Archer
term-bandit = Bandit
term-fighter = Fighter
term-marauder = Marauder
term-fire-beetle = Fire beetle
term-goblin = Goblin
term-wight = Wight
term-ghost = Ghost
term-goblin-boss = Goblin boss
term-goblin-hexer = Goblin hexer
term-goblin-shaman = Goblin shaman
term-healer = Healer
term-knight = Knight
term-ogre = Ogre
term-orc = Orc
term-priest = Priest
term-riding-wolf = Riding wolf
term-saint = Saint
term-scout = Scout
term-shaman = Shaman
term-soldier = Soldier
term-sorcerer = Sorcerer
term-warden = Warden
term-warhorse = Warhorse
term-werewolf = Werewolf
term-wizard = Wizard
term-wolf = Wolf
term-strain = strain
term-padded = padded
term-leather = leather
term-light-shield = light_shield
term-heavy-shield = heavy_shield
term-wall = wall
term-brush = brush
term-shallows = shallows
term-shortsword = shortsword
term-shortbow = shortbow
term-longbow = longbow
term-hoof = hoof
term-acid-flask = acid_flask
term-chain = chain
term-plate = plate
term-a-fall-from-the-saddle = a fall from the saddle
term-bleeding = bleeding
term-d20 = d20
term-d100 = d100

## The fight's panels: initiative, objectives, the unit panel, hints, the end banner

hud-initiative = Initiative
hud-objectives = Objectives
hud-threats-button = Threats [T]
hud-range-button = Range [R]
help-flat-footed = flat-footed (no Dex or shield to Defense, no attacks of opportunity)
help-prone = prone (-4 Defense in melee, +4 at range; -4 to melee attacks)
help-charged-osr = charged: disadvantage to avoid until its next turn
help-charging = charging (-2 Defense until its next turn)
help-total-defense = total defense (+2 Defense, +4 with a shield)
help-shield-bashed = shield used to bash: no shield Defense until its next turn
help-aided-attack = aided: +2 on its next attack
help-aided-defense = aided: +2 Defense against the next attack
help-defensive-position = defensive position: advantage to avoid
help-defensive-fighting = fighting defensively: +2 to avoid
help-protected = protected: advantage to avoid
help-helped = helped: advantage on its next roll
help-aiming = aiming: advantage on its next shot at the target
help-grappled = grappled: can only try to break free
help-grappling = grappling: half movement, -2 against others
help-shielded = shielded: an ally takes attacks on it while it stays put
help-building-energy = building energy: advantage on its next casting
help-fleeing = fleeing: runs for a way out, no longer fights
help-cautious = cautious: +10 % to its parries and dodges until its next turn
help-running = running: until its next turn, shots at it take −20 % and blows +20 %
help-guarding = on guard: it may parry a melee blow until its next turn
help-defensive-stance = defensive stance: melee blows at it take −20 % until its next turn
help-all-out = all-out: it cannot parry or dodge until its next turn
help-charged-wfrp = charged: its blow at the end of the charge took +10 % WS
help-prone-wfrp = on the ground: standing up is a half action; melee blows at it take +20 %, and it cannot dodge
help-stunned-wfrp = stunned: loses its next turn; melee blows at it take +20 %
help-disabled = disabled: one action a turn; a standard action costs 1 HP
help-dying-osr = dying: { $turns } turns left to be tended (first aid)
help-dying = dying: a Fortitude save each round against DC { $dc } (10 + the damage received)
help-coup-de-grace = coup de grace on { $target }: it falls at the start of the next turn, if { $target } is still helpless and in reach
help-stable = stable
panel-hp = HP { $hp }/{ $max }  { $state }
panel-hp-hidden = HP: { $look }
hp-look-unhurt = unhurt
hp-look-hurt = hurt
hp-look-badly-hurt = badly hurt
panel-walk-osr = Walk { $speed } { $board ->
        [hex] { $speed ->
            [one] hex
           *[other] hexes
        }
       *[other] { $speed ->
            [one] square
           *[other] squares
        }
    }, run or charge { $run }
panel-defense = Defense { $defense }  flat-footed { $flat }  touch { $touch }
panel-reach = reach { $reach }
panel-range = range { $range }
panel-range-increments = range { $range } (−2 each { $range } more, up to { $farthest })
panel-ammunition = { $count } { $kind }
panel-in-hand = in hand
panel-carried = carried
panel-broken = broken
panel-broken-armour = Broken gear: { $gear } (its bonus counts half)
panel-hero-points = Hero points: { $points }
panel-speed-riding = Speed { $speed } { $board ->
        [hex] hexes
       *[other] squares
    }, riding { $mount } (+1 melee vs smaller foes on foot)
panel-speed-carrying = Speed { $speed } { $board ->
        [hex] hexes
       *[other] squares
    }; carries { $rider }, acts on its turn
panel-speed = Speed { $speed } { $board ->
        [hex] hexes
       *[other] squares
    }
panel-carries = Carries: { $items }
panel-feats = Feats: { $feats }
feat-two-weapon-fighting = Two-Weapon Fighting
help-feat-two-weapon-fighting = With two weapons, 2 less penalty on the main hand and 6 less on the off hand (seed 001 two-weapon penalties)
panel-casting = Casting { $spell }: its next { $turns ->
        [one] { $turns } turn goes
       *[other] { $turns } turns go
    } to it; a wound can break it
panel-bonus = { $amount } { $kind } to { $to ->
        [defense] Defense
        [attacks] attacks
       *[saves] saves
    }
panel-coup-de-grace = coup de grace on { $target }
panel-rounds-left = { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }
panel-dispellable = dispellable
goal-default = Each side: defeat every foe
goal-defeat-all = defeat every foe
goal-survive = survive { $rounds } rounds (round { $round })
goal-reach = get { $unit } to squares { $from }–{ $to }
goal-a-unit = a unit
goal-protect = keep { $unit } alive
goal-defeat = defeat { $unit }
goal-of-side = { $side }: { $goal }
hint-withdraw = Withdraw: click a square (Esc cancels)
hint-step = One-square step: click an adjacent square (Esc cancels)
hint-crawl = Crawl: click an adjacent square (Esc cancels)
hint-charge = Charge: click an enemy (Esc cancels)
hint-coup-de-grace = Coup de grace: click a helpless foe (Esc cancels)
hint-hand-over = Hand over: click an ally within reach (Esc cancels)
hint-ready-square = Ready: click the square a foe must step onto (Esc cancels)
hint-ready-ally-passes = Ready: click the square an ally must pass (Esc cancels)
hint-ready-armed = Readying an action: pick what sets it off (a Ready button) (Esc cancels)
hint-ready-waiting = Readied for when { $trigger }: now choose the action, as you would take it (Esc cancels)
hint-delay = Delay: click the initiative entry to act after; Delay again to act last (Esc cancels)
hint-dismount = Dismount: click a free square next to the mount (Esc cancels)
hint-manner = Click an enemy to attack it this way (Esc cancels)
hint-aim = Aim: click an enemy in sight and range (Esc cancels)
hint-grapple = Grapple: click an enemy beside the unit (Esc cancels)
hint-first-aid = First aid: click an adjacent ally; a Mind test gives 1d6 back with a medicine kit, else stabilises a dying ally (Esc cancels)
hint-tackle = Tackle: click an enemy within half the unit's walk (Esc cancels)
hint-human-shield = Human shield: click an adjacent ally (Esc cancels)
hint-throw = Throw what is in hand: click a creature within 5 { $board ->
        [hex] hexes
       *[other] squares
    } (Esc cancels)
hint-aid = Aid another: click an adjacent ally (Esc cancels)
hint-cast = Click to cast | F: cast defensively on/off | Esc cancels
hint-cast-plain = Click to cast | Esc cancels
hint-use-item = Click to use the item | Esc cancels
hint-ai-playing = The AI is playing this turn | Space: skip animations
hint-ended = Enter: back to the menu | Esc: quit
hint-click = Click a square to move, an enemy to attack
hint-key-end-turn = { $key }: end turn
hint-key-delay = { $key }: delay
hint-key-threats = { $key }: threats
hint-key-range = { $key }: range
hint-key-centre = { $key }: centre
hint-wheel = wheel: zoom
advice-hurt = Badly hurt: { $ways }. A fallen hero can be finished off.
advice-or = , or{" "}
advice-drink = drink a potion (Gear)
advice-defend = defend yourself ({ $key }: Total defense)
advice-withdraw = step back out of reach ({ $key }: Withdraw)
panel-hovered = -- hovered --
panel-forecast = Attack { $target } with { $weapon }: { $chance }% { $verb ->
        [to-hit] to hit
        [lands] lands
       *[other] { $verb }
    }, ~{ $damage } damage
banner-winner = { $side } win the fight
banner-nobody = Nobody is left standing
banner-keys = Enter: back to the menu  |  Esc: quit
tracker-surprised = surprised
tracker-delayed = delayed
tracker-waiting = waiting
tracker-leader = leader
tracker-npc = NPC
tracker-first = 1st
tracker-last = last

## The OSR unit panel

osr-attributes = Str{ $str } Agi{ $agi } Mnd{ $mnd } Int{ $int } Pre{ $pre } Res{ $res }
osr-worn-broken = { $item } broken
osr-worn = { $item } { $blindaje } (usage die d{ $usage })
osr-level-line = Level { $level }  Armour { $blindaje }{ $npc ->
        [yes] {" "}(NPC)
       *[no] {""}
    }  Might { $potencia }
osr-in-hand = hand
osr-usage-die = usage die d{ $usage }
osr-penetration = pen { $pen }
osr-avoid-odds = Blocks { $block }%, dodges { $dodge }% (in melee, against a foe of its level)
osr-leader-line = Leader: its fall makes its side check morale (Moral { $morale })
osr-morale-line = Its side's Moral: { $morale } (2d6 above it and the side breaks)
bar-osr-defence-help = A PC rolls to avoid each blow that lands: to block (Strength; no shield or blade: −2; arrows: disadvantage) or to dodge (Agility). Auto takes the likelier; each further try in a round is −1 more.
bar-osr-critical-help = Striking: double damage, or the weapon's maximum. Avoiding a blow: +2 to strike that foe back next turn (melee), or its blows deal 1d4 less for the rest of the fight. The best of each: the maximum when it drops the foe, else double; the reduction first, then the counter.
osr-defence-line = Avoids blows by: { $policy }
osr-critical-line = On a natural 20: { $policy }
defence-short-auto = auto
defence-short-block = block
defence-short-dodge = dodge
osr-casts-with = Casts with { $attribute } { $value }: { $powers }

## The action bar

bar-move-attack = Move / attack
bar-withdraw = Withdraw
bar-step = One-square step
bar-charge = Charge (+2 / -2 Def)
bar-coup-de-grace = Coup de grace
bar-total-defense = Total defense
bar-drop-prone = Drop prone
bar-stand-up = Stand up
bar-crawl = Crawl
bar-aid-attack = Aid ally's attack
bar-aid-defense = Aid ally's Defense
bar-ready-reach = Ready: foe comes into reach
bar-ready-adjacent = Ready: foe moves adjacent
bar-ready-ally = Ready: foe attacks an ally
bar-ready-cast = Ready: foe starts to cast
bar-ready-shoots = Ready: foe shoots
bar-ready-draws = Ready: foe draws a weapon
bar-ready-square = Ready: foe steps onto a square (click it)
bar-ready-ally-passes = Ready an action: ally passes a square (click it)
bar-ready-action = Ready an action, not an attack: pick its trigger, then the action
bar-use-item = { $item }: { $spell } ({ $left ->
        [one] 1 charge
       *[other] { $left } charges
    } left)
bar-react-on = Use { $spell } at once when a foe attacks: on (it takes the next turn's swift action)
bar-react-off = Use { $spell } at once when a foe attacks: off
bar-delay = Delay
bar-wait = Wait
hero-retry-offer = { $unit }'s roll failed. Spend a hero point on it? ({ $left } left)
hero-retry-reroll = Roll it again ({ $key })
hero-retry-late-bonus = +4: enough to succeed
hero-retry-let-stand = Let it stand ({ $key })
waiting-offer = { $count ->
    [one] { $units } is waiting
   *[other] { $units } are waiting
} and may act before { $before }'s turn.
waiting-act-now-key = { $unit } acts now ({ $key })
waiting-act-now = { $unit } acts now
waiting-let-go = Let { $before } act ({ $key })
bar-end-turn = End turn
bar-undo = Take back
bar-why-no-standard = no standard action left
bar-why-no-move = no move action left
bar-why-no-swift = no swift action left
bar-why-no-full-round = needs standard + move
bar-why-single-action = one action only this turn
bar-why-prone = prone: stand up first
bar-why-not-prone = not prone
bar-why-already-prone = already prone
bar-why-speed-0 = speed 0
bar-why-no-melee = no melee weapon in hand
bar-why-already-acted = already acted this turn
bar-why-whole-turn = takes the whole turn
bar-osr-walk-attack = Walk / attack
bar-osr-charge = Charge (2x walk)
bar-osr-quick-attack = Quick attack
bar-osr-aim = Aim
bar-osr-grapple = Grapple
bar-osr-crush = Crush the one held
bar-osr-delay = Delay: strike a foe that comes beside
bar-osr-tackle = Tackle
bar-osr-human-shield = Human shield
bar-osr-throw = Throw what is in hand
bar-osr-build-energy = Build energy (ends the turn)
bar-osr-defensive-position = Defensive position
bar-osr-protect = Protect ally
bar-osr-help = Help ally
bar-osr-first-aid = First aid
bar-osr-stabilise = Stabilise
bar-osr-fight-defensively = Fight defensively
bar-osr-knock-out = Knock out
bar-osr-disarm = Disarm
bar-why-after-melee = after a melee attack
bar-why-holding = already holding someone
bar-osr-use = Use { $item }
bar-osr-get-out = Get { $item } out (whole turn)
bar-osr-use-an-object = Use an object
bar-why-nothing-to-throw = nothing in hand to throw
bar-why-building = already building energy
bar-osr-defence = Avoiding blows: { $now } (a click: { $next })
bar-osr-critical = On a natural 20: { $now } (a click: { $next })
bar-spell-left = { $spell } ({ $left } left)
bar-cast-defensively-on = Cast defensively: on
bar-cast-defensively-off = Cast defensively: off
bar-why-pick-a-spell = pick a spell first
bar-end-spell = End { $spell }
bar-dismount = Dismount { $mount }
bar-mount = Mount { $mount }
bar-why-no-mount = no mount of its side next to it
bar-load = Load { $weapon }
bar-drink = Drink { $item }
bar-taken-out-first = { $action }, taken out first (a move action more)
bar-pick-up = Pick up { $thing }
bar-shield-on = Strap on { $shield }
bar-shield-off = Take off { $shield }
bar-hand-over = Hand over { $thing }
bar-drop = Drop { $weapon }
bar-open-door = Open the door at { $at }
bar-close-door = Close the door at { $at }
bar-draw = Draw { $weapon }
bar-group-move = Move
bar-group-attack = Attack
bar-group-magic = Spells
bar-group-powers = Powers
bar-group-defend = Defend and help
bar-group-ready = Ready
bar-group-wait = Wait
bar-group-reserve = Reserve (half action; ends the turn)
bar-group-gear = Gear
bar-group-turn = Turn

## Previews on the board, the spell panel and the badges over tokens

preview-charge-with = Charge with { $weapon }
preview-pick-enemy-to-charge = pick an enemy to charge
preview-pick-enemy = pick an enemy
preview-no-ranged-weapon = it holds no ranged weapon
preview-aim-with = Aim with { $weapon } (next turn)
preview-grapple = Grapple
preview-tackle = Tackle (bare hands, push)
preview-throw = Throw { $item }
preview-pick-adjacent-ally = pick an adjacent ally
preview-pick-ally-in-reach = pick an ally within reach
preview-pick-helpless-foe = pick a helpless foe
preview-coup-de-grace-with = Coup de grace with { $weapon }
preview-coup-de-grace-at-once = takes the round: it lands at once, and a foe that lives through it saves on Fortitude (DC 10 + the damage) or dies
preview-coup-de-grace-falls-next-turn = takes the round: it falls at the start of the next turn, if the foe is still helpless
preview-spell-click-caster = { $spell }: click { $caster } to cast it
preview-spell-pick-creature = { $spell }: pick a creature
preview-spell-point = { $spell }: point at where it goes
overlay-path = { $cost } sq, { $what ->
        [run] run (whole turn)
        [walk] walk
        [double] double move
        [half] a half action
        [halves] both half actions
        [standard] standard action
        [full] full-round action
       *[move] move action
    }{ $provokes ->
        [0] {""}
       *[other] , provokes { $provokes }
    }
overlay-aid = Aid { $ally }: { $bonus } to its next { $what ->
        [attack] attack
       *[defense] Defense
    }
overlay-aid-plain = Aid { $ally }
overlay-aid-roll = Aid { $ally } against { $foe }: { $chance }% for { $bonus } to its next { $what ->
        [attack] attack
       *[defense] Defense
    } against { $foe }
overlay-first-aid = First aid for { $ally }
overlay-human-shield = Shield { $ally }: blows at it strike you instead
osr-overlay-help = Help { $ally }: advantage on its next roll
osr-overlay-protect = Protect { $ally }: advantage on its next roll to avoid
overlay-hand-over = hand over { $thing }
overlay-pour-potion = pour { $thing } into them (standard action)
overlay-aid-no-bonus = Aid { $ally }: no bonus (it fights far better)
overlay-attack = { $weapon }: { $chance } { $verb ->
        [to-hit] to hit
       *[lands] lands
    }, ~{ $damage } dmg
overlay-provokes = provokes { $by }
overlay-ally = ALLY
spell-save = { $kind ->
        [fortitude] Fortitude
        [reflex] Reflex
       *[will] Will
    } { $effect ->
        [half] half
       *[negates] negates
    } DC { $dc }
spell-no-save = no save
spell-resistance-applies = magic resistance applies
spell-resistance-ignored = ignores magic resistance
spell-summary = { $spell } (level { $level }): { $save }, { $resistance }
risk-provokes = ! provokes { $by } (a hit can cost the spell; F: cast defensively)
risk-item-provokes = ! provokes { $by } (a hit can cost the spell)
risk-concentration = { $why }: Magic Knowledge DC { $dc }, { $chance } to keep it
risk-arcane-failure = ! armour: { $percent }% arcane spell failure
risk-takes-turns = ! takes your next { $turns ->
        [one] turn
       *[other] { $turns } turns
    } too; it lands where aimed, on whoever is there then, and a wound meanwhile can break it
outlook-touch-hits = touch hits { $chance }
outlook-resists = resists { $chance }
outlook-saves = saves { $chance }
outlook-damage = ~{ $damage } dmg
outlook-healed = ~{ $healing } healed
outlook-ends = ends { $spell } { $chance }
outlook-ally = ALLY { $name }
outlook-nobody = catches nobody
outlook-keys = Click: cast | Esc: cancel
outlook-keys-item = Click: use | Esc: cancel
outlook-osr-helpless = no roll: the target is helpless
outlook-osr-no-roll = no roll: { $why }
outlook-osr-hits-on = hits on { $needs }+ ({ $dice })
outlook-osr-they-avoid = they { $kind } on { $needs }+
badge-dead = DEAD
badge-surrendered = SURRENDERED
badge-knocked-out = KNOCKED OUT
badge-dying = DYING
badge-stable = STABLE
badge-zero-hp = 0 HP
badge-asleep = ASLEEP
badge-stunned = STUNNED
badge-casting = CASTING
badge-surprised = SURPRISED
badge-prone = PRONE
badge-entangled = ENTANGLED
badge-silenced = SILENCED
badge-defending = DEFENDING
badge-aided = AIDED
badge-charged = CHARGED
token-hover = { $name } ({ $hp }/{ $max } HP)
log-maximum = maximum

## Key names in the bar

key-escape = Esc
key-enter = Enter
key-space = Space
key-backspace = Backspace
key-tab = Tab
key-home = Home
key-end = End
key-page-up = PageUp
key-page-down = PageDown
key-up = Up
key-down = Down
key-left = Left
key-right = Right
message-no-room = { $unit } finds no room on the board

## simulate's readable report

sim-header = { $level }: { $runs } fights (seeds { $first } to { $last }), AI { $difficulty }, { $speed } fights/s on { $threads } thread(s)
sim-ruleset = { $ruleset }
sim-percent = { $rate }%
sim-compare = Side by side:
sim-compare-won = won by { $side }
sim-compare-draws = draws
sim-compare-rounds = rounds (mean)
sim-compare-survives = { $unit } survives
sim-compare-damage = { $unit }'s damage dealt
cli-not-a-rules-preset = `{ $text }` is not a preset of seed 001's modules; use seed001
cli-rules = Play seed 001's modules: seed001 turns on every switch the level's rules: leave unset (Core levels only)
diag-rules-not-played = --rules plays seed 001's modules, which are Core's; this level plays { $ruleset }
cli-not-a-ruleset = `{ $text }` is not a ruleset; use one of { $names }
sim-win = won by { $side }: { $rate }%
sim-draws = draws { $rate }% ({ $unfinished } called off after { $limit } rounds)
sim-rounds = rounds: mean { $mean }, median { $median }; attacks of opportunity per fight: { $aoos }
sim-unit = unit
sim-side = side
sim-survives = survives
sim-damage = damage dealt
sim-refused = warning: the AI issued { $count } refused command(s)
overlay-aoo = ! AoO { $attacker } { $chance }
float-miss = miss
float-avoided = { $kind ->
        [block] Blocked!
       *[dodge] Dodged!
    }

## Tooltips

tip-key = Key: { $key }
tip-cost = Costs { $cost ->
        [turn] the whole turn
        [action] the turn's action
        [walk] the turn's walk
        [swift] a swift action
        [immediate] an immediate action (its swift one, or its next turn's)
        [free] nothing (a free action)
        [full] a full-round action (standard and move)
        [standard] a standard action
        [half] a half action
        [whole] a full action (both halves)
       *[move] a move action
    }
tip-free-attack-no = Gives no free attack
tip-free-attack-leaving = Walking out of a foe's reach gives it a free attack
tip-provokes-no = Provokes no attack of opportunity
tip-provokes-yes = Provokes attacks of opportunity from every foe that threatens the unit
tip-provokes-leaving = Provokes attacks of opportunity when it leaves a threatened square
tip-provokes-path = Provokes where its path leaves a foe's reach
tip-provokes-target = Provokes an attack of opportunity from its target alone, if it threatens the unit; the damage is a penalty to the roll
tip-provokes-in-threat = Provokes attacks of opportunity when taken in a threatened square
tip-why-not = Not now: { $why }
tip-undo = Takes back the last command, while it rolled no dice, showed nothing new and the turn is still this side's
tip-natural = d20: { $roll }
tip-total = = { $total } against Defense { $defense }


## Validation messages (levels, data files, command and bindings files)

diag-error = error
diag-warning = warning
diag-ron = { $error }
diag-ron-comma = a comma is missing
diag-ron-eof = the file ends too soon (is a parenthesis or a bracket left open?)
diag-ron-array-end = a list is not closed with `]`
diag-ron-struct-end = a `)` is missing
diag-ron-string = a text in quotes was expected
diag-ron-integer = a whole number was expected
diag-ron-trailing = there is more text after the end
diag-ron-char = unexpected character `{ $char }`
diag-ron-unknown-field = unknown field `{ $found }`; expected one of { $expected }
diag-ron-missing-field = the field `{ $field }` is missing
diag-ron-duplicate-field = the field `{ $field }` is repeated
diag-ron-unknown-variant = unknown value `{ $found }`; expected one of { $expected }
diag-ron-unknown-field-near = unknown field `{ $found }`: did you mean `{ $near }`? (expected one of { $expected })
diag-mod-replaces = replaces the game's `{ $id }`
diag-mod-glyph-taken = terrain `{ $id }`: the game's terrain has the glyph `{ $glyph }` already; give it another
diag-mod-outside = leads out of the mod's folder { $root } (to { $real }): a mod reads only its own files
diag-mod-empty = is empty
diag-mod-field = `{ $field }` { $why }
diag-mod-other-game = made for version { $game } of the game; this is { $ours }
diag-mod-other-ruleset = the mod's levels play { $ruleset } (its `mod.ron` says); this one plays { $plays }
diag-near = { $message }: did you mean `{ $near }`?
diag-allowed = { $message } (allowed: { $allowed })
diag-near-allowed = { $message }: did you mean `{ $near }`? (allowed: { $allowed })
diag-ron-unknown-variant-near = unknown value `{ $found }`: did you mean `{ $near }`? (expected one of { $expected })
diag-ron-healing = `heal` is fixed dice like "1d6+1" (seed 002) or hit dice of the healed creature like (hit_dice: 1, bonus: 1), with 1 to 40 hit dice and a bonus of at most 1000 either way
diag-ron-hit-die = { $found } is not a hit die like "d8": one die of 2 to 100 sides
diag-cannot-read = cannot read the file: { $error }
diag-too-large = the file is larger than { $mib } MiB, the most the game reads
diag-not-utf8 = the file is not valid UTF-8 text
diag-no-such-file = there is no such file
diag-permission-denied = permission denied
diag-no-such-folder = there is no such folder
diag-not-a-regular-file = it is not a regular file
diag-is-a-folder = it is a folder
diag-level-set-aside = { $what } (set aside: played as `{ $ruleset }`)
diag-level-item-not-in-ruleset = unit `{ $id }`: `{ $item }` is no item of this ruleset's
diag-level-wield-not-in-ruleset = unit `{ $id }`: its creature carries no `{ $weapon }` under these rules
diag-osr-creature-also-taken = creature `{ $id }`: `{ $other }` already names a creature
diag-level-unit-core-field = unit `{ $id }`: `{ $field }` is Core's; { $why }
diag-level-side-morale-runs-from-2-12 = side `{ $id }`: morale is { $m }; it runs from 2 to 12 (2d6)
diag-level-surprise-unknown-side = surprise: unknown side `{ $side }`
diag-level-trigger-moralecheck = trigger { $i }: `MoraleCheck`
diag-level-unit-leader = unit `{ $id }`: `leader`
diag-level-side-osr-field = side `{ $id }`: `{ $field }`
diag-level-only-osr = { $what } is for OSR levels (`ruleset: Osr`); this level plays `{ $ruleset }`
diag-level-unit-cannot-walk-unit-doors-counted = unit `{ $second }` cannot walk to unit `{ $first }` (doors counted open): the units stand in { $count } parts of the map that no walk joins, and a fight left to units in different parts may never end
diag-level-more-problems = … and { $more } more problems
diag-level-objective-unknown-unit = objective { $i }: unknown unit `{ $u }`
diag-level-objective-region-within-map = objective { $i }: the region { $region } is not within the { $width }×{ $height } map
diag-level-objective-rounds-beyond-last-one-fight = objective { $i }: { $n } rounds is beyond the last one a fight can reach ({ $rounds })
diag-level-objective-unknown-side = objective { $i }: unknown side `{ $side }`
diag-level-trigger-message = trigger { $i }: the message { $why }
diag-level-trigger-unknown-side = trigger { $i }: unknown side `{ $side }`
diag-level-trigger-unknown-unit = trigger { $i }: unknown unit `{ $unit }`
diag-level-trigger-unit-reserve = trigger { $i }: `{ $u }` is not a unit of the `reserve`
diag-level-trigger-region-within-map = trigger { $i }: the region { $region } is not within the { $width }×{ $height } map
diag-level-trigger-percent-must-1-100 = trigger { $i }: percent { $percent } must be 1 to 100
diag-level-trigger-round-beyond-last-one-fight = trigger { $i }: round { $n } is beyond the last one a fight can reach ({ $rounds })
diag-level-exit-region-within-map = exit { $i }: the region { $exit } is not within the { $width }×{ $height } map
diag-level-side-has-units = side `{ $id }` has no units
diag-level-unit-cannot-ride = unit `{ $id }` cannot ride: { $problem }
diag-level-already-has-rider = `{ $mount_id }` already has a rider
diag-level-rides-something-itself = `{ $mount_id }` rides something itself
diag-level-mount-not-larger = `{ $mount_id }` ({ $size }) is not larger than it ({ $size2 })
diag-level-mount-elsewhere = it stands at { $at } and `{ $mount_id }` at { $at2 }
diag-level-mount-other-side = `{ $mount_id }` is not of its side
diag-level-not-a-mount = `{ $mount_id }` is not a mount (`mount: true`)
diag-level-no-such-mount = there is no unit `{ $mount_id }` on the board
diag-level-unit-hp-must-most-maximum-above = unit `{ $id }`: hp { $hp } must be at most its maximum { $hp2 } and above −Con (−{ $constitution })
diag-level-unit-hp-must-from-1-salud = unit `{ $id }`: hp { $hp } must be from 1 to its Salud { $hp2 }
diag-level-unit-unknown-item = unit `{ $id }`: unknown item `{ $it }`
diag-level-unit-too-much-ammunition = unit `{ $id }`: at most { $most } { $kind }
diag-level-unit-cannot-wield = unit `{ $id }` cannot wield { $ids }: { $why }
diag-level-unit-unknown-shield = unit `{ $id }`: unknown shield `{ $s }`
diag-level-unit-unknown-armor = unit `{ $id }`: unknown armor `{ $a }`
diag-level-unit-unknown-weapon = unit `{ $id }`: unknown weapon `{ $w }`
diag-level-unit-too-weak-for = unit `{ $id }`: { $why }
diag-level-unit-problem = unit `{ $id }`: { $message }
diag-level-unit-unknown-creature = unit `{ $id }`: unknown creature `{ $c }`{ $hint }
diag-level-unit-needs-creature-inline-stats = unit `{ $id }` needs a `creature` or inline `stats`
diag-level-unit-give-creature-stats-both = unit `{ $id }`: give `creature` or `stats`, not both
diag-level-unit-osr-unit-names-creature-from = unit `{ $id }`: an OSR unit names a `creature` from assets/rulesets/osr/creatures.ron
diag-level-unit-unknown-osr-creature-assets-rulesets = unit `{ $id }`: unknown OSR creature `{ $c }` (assets/rulesets/osr/creatures.ron){ $hint }
diag-level-unit-shares-square-with = unit `{ $id }` at ({ $x }, { $y }) shares the square with `{ $other }`
diag-level-unit-on-blocked = unit `{ $id }` at ({ $x }, { $y }) stands on { $name }
diag-level-unit-off-map = unit `{ $id }` at ({ $x }, { $y }) is off the { $width }×{ $height } map
diag-level-unit-unknown-side = unit `{ $id }`: unknown side `{ $side }`
diag-level-unit-initiative-beyond-either-way = unit `{ $id }`: initiative { $n } is beyond { $initiative } either way
diag-level-unit-name = unit `{ $id }`: name { $why }
diag-level-unit-id = unit id { $why }
diag-level-unit-id-empty-repeated = unit id `{ $id }` is empty or repeated
diag-level-side-text = side { $field } { $why }
diag-level-side-id-empty-repeated = side id `{ $id }` is empty or repeated
diag-level-unknown-map-character-add-legend = unknown map character `{ $ch }` at ({ $x }, { $y }); add it to `legend`
diag-level-map-characters = { $message } (the map's characters: { $known })
diag-level-map-row-has-squares-first-row = map row { $y } has { $length } squares; the first row has { $width }
diag-level-map-squares-largest = the map is { $width }×{ $height } squares; the largest is { $map_side }×{ $map_side }
diag-level-legend-names-unknown-terrain = legend: `{ $ch }` names unknown terrain `{ $id }`
diag-level-level-text = the level's { $field } { $why }
diag-level-trigger-has-actions-most = trigger { $i } has { $count } actions; at most { $trigger_actions }
diag-level-level-may-have-most = { $count } { $what }; a level may have at most { $most }
diag-data-duplicate-id = duplicate { $what } id `{ $key }`
diag-data-needs-id = a { $what } needs an id
diag-data-weapon-id-bare-hands = the id `unarmed` is the game's own bare hands: give this weapon another
diag-data-id-text = { $what } id { $why }
diag-data-range-most-squares = a range is at most { $range } squares
diag-data-critical-multiplier-most = a critical multiplier is at most { $critical_multiplier }
diag-data-maximum-dex-bonus-runs-from-0 = a maximum Dex bonus runs from 0 to { $bonus }
diag-data-bonus-most-either-way = a bonus is at most { $bonus } either way
diag-data-holds-control-character-newline-tab-say = `{ $text }` holds a control character (a newline or tab, say)
diag-data-longer-than-characters = `{ $text }…` is longer than { $most } characters
diag-data-terrain-repeats-earlier-terrain = terrain `{ $id }` repeats the { $what } of an earlier terrain
diag-data-terrain-toggles-unknown-terrain = terrain `{ $id }` toggles to unknown terrain `{ $other }`
diag-data-terrain-text = terrain { $field } { $why }
diag-data-most-kinds-terrain = at most { $terrain_kinds } kinds of terrain
diag-data-ability-scores-run-from-1-60 = ability `{ $name }` is { $score }; scores run from 1 to 60
diag-data-reduction-beyond-limit = { $amount } is beyond the limit of { $reduction }
diag-data-beyond-limit-either-way = { $value } is beyond the limit of { $bonus } either way
diag-data-hit-points-are-most = hit points are at most { $hit_points }
diag-data-spell-needs-1-uses-per-day = spell `{ $spell }` needs 1 to { $uses_per_day } uses per day
diag-data-unknown-spell = unknown spell `{ $spell }`
diag-data-magic-knowledge-bonus-most-either-way = a Magic Knowledge bonus is at most { $bonus } either way
diag-data-caster-s-level-runs-from-1 = a caster's level runs from 1 to { $caster_level }
diag-data-unknown-shield = unknown shield `{ $s }`
diag-data-unknown-armor = unknown armor `{ $a }`
diag-data-unknown-item = unknown item `{ $item }`
diag-data-unknown-weapon = unknown weapon `{ $w }`
diag-data-creature-problem = creature `{ $id }`: { $message }
diag-data-item-problem = item `{ $id }`: { $message }
diag-item-charges = a magic item holds at most { $most } charges
diag-item-no-spells = a magic item holds at least one spell
diag-item-use-charges = a use spends from 1 to { $most } charges
diag-data-spell-problem = spell `{ $id }`: { $message }
diag-data-item-name = item `{ $id }`: name { $why }
diag-data-core-heals-by-hit-dice = item `{ $id }`: seed 000 heals with the drinker's own hit dice; write `heal: (hit_dice: N, bonus: B)` instead of fixed dice
diag-data-osr-heals-by-dice = object `{ $id }`: seed 002 heals by fixed dice; write `heal: "1d6"` instead of hit dice
diag-data-weapon-problem = weapon `{ $id }`: { $message }
diag-osr-power-problem = power `{ $id }`: { $message }
diag-osr-power-rounds-run-from-1 = power `{ $id }`: rounds run from 1 to { $rounds }
diag-osr-power-range-runs-from-1-metres = power `{ $id }`: range runs from 1 to { $metres_per_square } metres
diag-osr-power-turns-run-from-1 = power `{ $id }`: turns run from 1 to { $rounds }
diag-osr-power-name = power `{ $id }`: name { $why }
diag-osr-occupation-casting-mind-intuition-presence = occupation `{ $id }`: casting is by Mind, Intuition or Presence, not { $name }
diag-osr-occupation-name = occupation `{ $id }`: name { $why }
diag-osr-unknown-armour = unknown armour `{ $a }`
diag-osr-unknown-item = unknown item `{ $it }`
diag-osr-unknown-power = unknown power `{ $p }`
diag-osr-unknown-occupation = unknown occupation `{ $o }`
diag-osr-needs-strength-wield-has = `{ $w }` needs Strength { $least } to wield; it has { $strength }
diag-osr-morale-runs-from-2-12-2d6 = morale is { $m }; it runs from 2 to 12 (2d6)
diag-osr-potencia-most-either-way = Potencia is at most { $bonus } either way
diag-osr-blindaje-runs-from-0 = Blindaje runs from 0 to { $bonus }
diag-osr-salud-runs-from-1 = Salud runs from 1 to { $hit_points }
diag-osr-attributes-run-from-0-20 = { $name } is { $value }; attributes run from 0 to 20
diag-osr-creature-name = name { $why }
diag-osr-creature-problem = creature `{ $id }`: { $message }
diag-osr-armour-problem = `{ $id }`: { $why }
diag-osr-armour-blindaje = `{ $id }`: Blindaje runs from 0 to { $bonus }
diag-osr-armour-name = `{ $id }`: name { $why }
diag-osr-weapon-range-runs-from-1-metres = weapon `{ $id }`: range runs from 1 to { $metres_per_square } metres
diag-osr-weapon-melee-weapon-reaches-squares-beside = weapon `{ $id }`: a melee weapon reaches the squares beside it; leave `range` out
diag-osr-weapon-ranged-weapon-wand-needs-range = weapon `{ $id }`: a ranged weapon or wand needs a `range` in metres
diag-osr-weapon-problem = weapon `{ $id }`: { $why }
diag-osr-weapon-penetration-runs-from-0 = weapon `{ $id }`: penetration runs from 0 to { $bonus }
diag-osr-weapon-name = weapon `{ $id }`: name { $why }
diag-osr-usage-die-has-4-6-8 = a usage die has 4, 6, 8, 10 or 12 faces, not { $die }
diag-spell-condition-lasts-most-rounds = a condition lasts at most { $rounds } rounds
diag-spell-duration-most-rounds = a duration is at most { $rounds } rounds
diag-spell-casting-time-most-rounds = a casting time is at most { $rounds } rounds
diag-spell-area-too-large = { $what } is at most { $most } squares
diag-cli-ron-files-this-folder = no .ron files in this folder
diag-data-needs-least-one-damage-type = needs at least one damage type
diag-data-ammunition-only-for-ammunition-weapons = only a weapon of kind Ammunition fires missiles: leave `ammunition` out
diag-data-thrown-ammunition-weapon-needs-range-least = a thrown or ammunition weapon needs a range of at least 1
diag-data-critical-multiplier-least-2 = a critical multiplier is at least 2
diag-data-threat-must-2-20 = threat must be 2 to 20
diag-data-hardness-most = hardness must be at most { $most }
diag-data-item-hp-range = hp must be 1 to { $most }
diag-data-failure-chance-percentage-0-100 = a failure chance is a percentage, 0 to 100
diag-data-terrain-all = no terrain at all
diag-data-speed-above-60-squares-supported = speed above 60 squares is not supported
diag-data-hit-points-must-least-1 = hit points must be at least 1
diag-data-hit-dice-range = hit dice are 1 to { $most }
diag-data-osr-data-files-missing = OSR data files missing
diag-data-data-files-missing = data files missing
diag-level-map-has-squares = the map has no squares
diag-level-fight-needs-least-two-sides = a fight needs at least two sides
diag-level-units-reserve-join-fight-foot = units in the reserve join the fight on foot
diag-level-no-mounted-combat = the level turns mounted combat off (rules: mounted_combat: false)
diag-level-rules-are-core-s-options-seed = `rules:` are Core's options (seed 001); { $why }
diag-level-not-read-here = `{ $ruleset }` levels do not read it
diag-osr-instead-of-rules = an OSR level sets `osr:`
diag-osr-instead-of-aware = an OSR level declares an ambush with `surprise:`
diag-osr-instead-of-initiative = OSR initiative is rolled by side
diag-osr-instead-of-riding = OSR units fight on foot
diag-osr-instead-of-ammunition = OSR counts no missiles
diag-data-condition-not-laid = { $condition } follows from hit points or belongs to an item: no effect lays it
diag-data-condition-only-from-a-grapple = { $condition } comes only from a grapple, which has a holder to break free of (seed 001's CombatManeuver(kind: Grapple)): a spell or a weapon cannot lay it
diag-osr-unarmed-rows-go-rising-strength = the unarmed rows go by rising strength
diag-osr-unarmed-table-needs-least-one-row = the unarmed table needs at least one row
diag-osr-level-runs-from-0-40 = a level runs from 0 to 40
diag-osr-movement-above-120-metres-supported = movement above 120 metres is not supported
diag-osr-casting-powers-needs-occupation-that-casts = casting powers needs an `occupation` that casts (powers.ron)
diag-spell-spell-levels-run-from-0-9 = spell levels run from 0 to 9
diag-spell-spell-needs-least-one-effect = a spell needs at least one effect
diag-spell-heal-hit-dice = a healing effect heals 1 to { $most } hit dice of the healed creature, with a bonus of at most { $bonus } either way
diag-spell-casting-time-rounds-least-1 = a casting time in rounds is at least 1
diag-spell-range-least-1-square = a range is at least 1 square
diag-spell-spell-caster-has-personal-range = a spell on the caster has `Personal` range
diag-spell-area-least-1-square = an area is at least 1 square
diag-spell-duration-rounds-least-1 = a duration in rounds is at least 1
diag-spell-condition-lasts-least-1-round = a condition lasts at least 1 round
diag-spell-bonus-0-does-nothing = a bonus of 0 does nothing
diag-spell-sphere-radius = a sphere's radius
diag-spell-cube-side = a cube's side
diag-spell-cone-length = a cone's length
diag-spell-line-length = a line's length
diag-cli-too-many-commands = { $count } commands; a command file holds at most { $most }
diag-bindings-unknown-key = `{ $name }` is not a key or mouse button name (see the list at the top of assets/bindings.ron)
diag-spell-instantaneous-spell-s-condition-bonus-needs = an instantaneous spell's condition or bonus needs its own `rounds`
diag-spell-half-only-halves-damage-this-spell = `Half` only halves damage, and this spell deals none
diag-spell-instantaneous-spell-leaves-magic-dispel = an instantaneous spell leaves no magic to dispel
diag-spell-touch-spell-has-one-creature-as = a touch spell has one creature as its target, not an area
diag-spell-cones-lines-start-caster-s-front = cones and lines start at the caster's front: use `Personal` range
diag-spell-personal-range-caster-itself-cone-line = `Personal` range is for the caster itself or a cone or line from its front
diag-level-count-units = units (on the board and in the reserve)
diag-level-count-sides = sides
diag-level-count-legend = legend entries
diag-level-count-triggers = triggers
diag-level-count-objectives = objectives
diag-level-hint-core-creature = {" "}(it is a Core creature; this level plays `{ $plays }`)
diag-level-hint-osr-creature = {" "}(it is an OSR creature; this level plays `{ $plays }`)

## Saved fights

save-other-format = this save is in format { $format }; this game reads format { $ours }
save-different-data = this save was made with different game data: the fight played again may differ from the one saved
save-different-fight = playing this save again does not give the fight that was saved (it was made with version { $version }, or with other data)
save-written = Saved as { $path }
save-cannot-write = cannot write the save: { $error }
save-too-many-commands = { $count } commands; a save holds at most { $most }
save-level-does-not-load = the level it holds (from { $level }) does not load: { $at }: { $problem }

## Undo
undo-nothing = There is nothing to take back.
undo-over = The fight is over: nothing can be taken back.
undo-other-side = Cannot take back the last command: it was { $side }'s, and the turn has passed.
undo-rolled = Cannot take back “{ $what }”: it rolled dice.
undo-revealed = Cannot take back “{ $what }”: it brought something new to light ({ $shown }).
undo-shown-script = the level's script
undo-shown-joined = units joined the fight
undo-shown-side = a unit changed sides
undo-shown-aware = a unit noticed the fight
undo-shown-end = the fight ended
undo-what-end-turn = end turn
undo-what-delay = delay
undo-what-wait = wait
undo-what-act-now = act now
undo-what-command = the last command
undo-done = Taken back: “{ $what }”.
save-opened-as-far = it is opened as far as it agrees: { $agreed } of its { $all } commands

## Saves in the window
save-not-possible = this fight cannot be saved (its level was not read from a file)
save-no-folder = there is no folder for saves (neither XDG_DATA_HOME nor HOME is set)
save-wait-for-ai = Wait for the AI's turn to end to save.
save-failed = The fight was not saved: { $why }
game-menu-heading = Game
game-menu-seed = Dice seed { $seed } (play LEVEL --seed { $seed } plays this fight again)
game-menu-resume = Resume
game-menu-save = Save
game-menu-editor = Back to the editor
game-menu-title = Title menu
menu-continue = Continue: { $level }
menu-load = Load…
menu-back = Back to the levels
menu-saves-heading = Saved fights
menu-no-saves = No saved fights yet (they go in { $dir }).
menu-save-detail = Round { $round }, { $unit }'s turn · { $when }
menu-save-over = Round { $round }, the fight is over · { $when }
menu-save-no-turn = no one's turn
menu-save-broken = Cannot be opened: { $problem }
menu-save-autosave = autosave
menu-save-confirm = { $warning }. Click it again to open it so.
menu-hint-saves = Click a saved fight to play on from where it was saved. Esc quits.

## Hot-seat handoff
handoff-pass = Pass to { $side }
handoff-hint = Round { $round }. Click, or press Enter or Space, to start the turn of { $side }.
handoff-since = Since your last turn:
handoff-earlier = … { $count } earlier (the log has them all)

## Watching a replay
replay-hint = Replay: event { $at } of { $all }{ $playing ->
    [yes] , playing
   *[other] {""}
} | Enter: play or pause | N, B: next or previous event | Space: skip animations
replay-play = ▶ Play
replay-pause = ❚❚ Pause
replay-event-next = Event ›
replay-event-back = ‹ Event
replay-turn-next = Turn »
replay-turn-back = « Turn
replay-round-next = Round »»
replay-round-back = «« Round
menu-save-watch = Watch
save-watching = A fight being watched is not saved: its save is the one it came from.

## The command line's help (--help)

cli-about = Leyendas Tactics: turn-based tactical combat with the Mundo de Leyendas rules. With no command it opens the title menu.
cli-usage = Usage:
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-options-placeholder = OPTIONS
cli-command-placeholder = COMMAND
cli-help = Print this help
cli-version = Print the game's version
cli-lang = The language of the game's texts: es or en (default: the menu's choice, else LC_ALL or LANG, else en)
cli-validate-about = Check level files (or folders of them) and print `path:line:col: error: message` for each problem. Exits 1 if any file has an error
cli-validate-paths = Level files, data files or folders of them to check
cli-play-about = Open the game window: the title menu, or straight into LEVEL (the AI plays the sides the level gives it, unless --hot-seat)
cli-play-level = The level file to play at once (none: the title menu)
cli-run-about = Play an encounter headless: roll initiative, apply the commands in order and print every event
cli-replay-about = Play a save again headless: print its events (as `run` does) and check that they are the fight that was saved (exit 1 when they are not)
cli-simulate-about = Play N fights with the AI on every side and report win rates, rounds, survival, damage dealt and attacks of opportunity
cli-level = The level file
cli-seed = Seed of the dice, 0 to 18446744073709551615 (run: 1 unless given; play: new dice each launch, the seed shown in the log's first line, unless given or with --commands or --screenshot, which take 1)
cli-simulate-seed = The first fight's seed, 0 to 18446744073709551615 (default 1); the fights' seeds are SEED, SEED+1, …
cli-commands = A RON list of commands to apply in order, e.g. `[Move(unit: "aria", to: (4, 2)), EndTurn(unit: "aria")]`
cli-rolls = Results the next dice show, in order, before the seeded dice take over (e.g. 14,3,20)
cli-data = Folder with the data files (default: ./assets/data if present, else the built-in copy)
cli-screenshot = Render, save a PNG of the window to this path and exit
cli-frames = Frames to render before the screenshot (default 10)
cli-hover = Treat square X,Y as hovered, to show its previews (e.g. --hover 4,2)
cli-animate = Keep animations on in screenshot mode
reload-replayed = Reloaded { $file }: { $count ->
    [0] the fight starts again
    [one] its one command played again
   *[other] its { $count } commands played again
}
reload-restarted = Reloaded { $file }: the fight starts over, as command { $number } no longer plays ({ $why })
reload-broken = { $count ->
    [one] The saved file does not load (the fight goes on as it was until it does):
   *[other] The saved files do not load: { $count } problems (the fight goes on as it was until they do):
}
cli-watch = Watch the level and data files even when taking a screenshot: a save rebuilds the fight (the window always does otherwise)
cli-mods = A mod's folder, or a folder of mods, for the menu to list with those installed in the player's data folder (mods/ there); may be given more than once
cli-aim = Start aiming this spell (by id) for the unit whose turn it is, to show the spell preview (e.g. --aim fireball --hover 9,4)
cli-mode = Start in this action of the bar for the unit whose turn it is, to show its preview over --hover: charge, coup-de-grace, aid-attack, aid-defense, trip, disarm, bull-rush, bull-rush-follow, grapple, drag, shake-free, sunder, overrun, charge-trip, hero-aid, hero-aid-late, throw, ride-shoot or ride-cast (with --aim SPELL; e.g. --mode trip --hover 4,3)
cli-hot-seat = Play every side by hand, the AI's sides too, passing the screen between players (screenshots always show every side by hand, without the pass screen)
cli-ruleset = Play the level under this ruleset instead of its own: core, osr or wfrp (its creatures and gear from that ruleset's tables; what that ruleset does not read is set aside, with a warning)
cli-simulate-ruleset = Play the fights under each of these rulesets instead of the level's own, one report each and then side by side: e.g. core,osr,wfrp
cli-validate-ruleset = Check the levels as played under this ruleset instead of their own: core, osr or wfrp (what it does not read is set aside, with a warning)
cli-validate-format = text (the default) or json: one JSON object with every file checked, each problem with its file, line, column, severity, message and the known name it suggests, for editors and CI
cli-validate-json = The same as --format json
cli-difficulty = How well the AI plays: easy, normal or hard (default: the level's)
cli-size = The window's size, WIDTHxHEIGHT (e.g. 1920x1080; default: as it was last left, else 1280x720)
cli-ui-scale = How large the interface is drawn, 0.75 to 2.0 (default: the menu's choice, else 1)
cli-load = Open a save (see `run --save`) where it stopped, instead of a level
cli-replay = Watch a save's fight again from its start (play, pause, step by event, turn, round)
cli-json = One JSON object per event and line instead of readable text
cli-simulate-json = The report as one JSON object
cli-ai = Let the AI play every turn the commands do not (a turn whose unit is not the next command's), and every turn once the commands run out
cli-save = Write the fight as a save when the run stops (see `replay`)
cli-replay-save = The save file to play again
cli-runs = How many fights, 1 to 10,000,000 (default 100)
cli-jobs = Threads to play the fights on (default: one per core); the report is the same for any number
cli-value = { $name ->
        [paths] PATHS
        [level] LEVEL
        [seed] N
        [commands] FILE
        [rolls] ROLLS
        [data] DIR
        [screenshot] OUT.png
        [frames] N
        [hover] X,Y
        [aim] SPELL
        [difficulty] D
        [size] WxH
        [ui_scale] S
        [load] SAVE
        [replay] SAVE
        [save] SAVE
        [runs] N
        [jobs] N
        [lang] LANG
        [ruleset] RULESET
        [format] FORMAT
        [mods] DIR
        [rules] PRESET
       *[other] { $name }
    }

## Seed 003 (WFRP) data files
diag-data-wfrp-data-files-missing = WFRP data files missing
diag-wfrp-creature-problem = creature `{ $id }`: { $message }
diag-wfrp-creature-also-taken = creature `{ $id }`: `{ $other }` already names a creature
diag-wfrp-spell-problem = spell `{ $id }`: { $message }
diag-wfrp-spell-number = `casting_number` runs from 1 to 50
diag-wfrp-spell-rounds = an extended casting takes from 2 rounds (`Full` is one)
diag-wfrp-spell-reach = `reach` runs from 1 to { $most } squares
diag-wfrp-spell-caster-reach = a spell aimed at the `Caster` has the reach `Caster`, and only such a spell
diag-wfrp-spell-ward = a ward gives 1 to 10 armour points for 1 round or more
diag-wfrp-unknown-spell = unknown spell `{ $id }` (spells.ron)
diag-wfrp-spells-need-magic = a creature with spells needs a Magic (`mag`) of 1 or more
diag-wfrp-weapon-problem = weapon `{ $id }`: { $message }
diag-wfrp-armour-problem = armour `{ $id }`: { $message }
diag-wfrp-location-table-problem = hit location table `{ $id }`: { $message }
diag-wfrp-profile-range = `{ $name }` runs from { $least } to { $most }, not { $value }
diag-wfrp-weapon-damage = `{ $text }` is no weapon damage: write SB, SB-1, SB+1 or a whole number
diag-wfrp-weapon-needs-range = a missile or thrown weapon needs `range:` in squares
diag-wfrp-weapon-melee-range = a melee weapon reaches the squares beside it: leave `range` out
diag-wfrp-weapon-range = `range` runs from 1 to { $most } squares
diag-wfrp-weapon-reload-rounds = a reload of several rounds takes from 2 rounds (`Full` is one)
diag-wfrp-armour-points = armour points run from 0 to 10, not { $points }
diag-wfrp-location-rolls = a band runs from 1 to 100, its first roll first, not ({ $from }, { $to })
diag-wfrp-location-overlap = roll { $roll } also lands on `{ $other }`: each roll lands in one place
diag-wfrp-location-gap = roll { $roll } lands nowhere: every roll from 1 to 100 needs a place
diag-wfrp-critical-severity = a row covers severities from 1 to 8, its lowest first (9 and 10 kill), not ({ $from }, { $to })
diag-wfrp-critical-twice = `{ $id }` names two rows: each row's id is its own
diag-wfrp-critical-effect-number = turns and penalties are 1 or more, a chance of bleeding to death from 1 to 99
diag-wfrp-critical-cover = { $part }: severity { $severity } is covered by { $rows } rows, not 1: each part covers 1 to 8 once
diag-wfrp-location-unknown = `{ $id }` is no place of a hit location table
diag-wfrp-unknown-location-table = unknown hit location table `{ $id }` (see hit_locations.ron)

## Seed 003's data names
term-mercenary = Mercenary
term-swordsman = Swordsman
term-elf-hunter = Elf hunter
term-dwarf-ironbreaker = Dwarf ironbreaker
term-hand-weapon = Hand weapon
term-great-weapon = Great weapon
term-crossbow = Crossbow
term-throwing-axe = Throwing axe
term-claws-and-teeth = Claws and teeth
term-leather-jerkin = Leather jerkin
term-full-leathers = Full leathers
term-mail-shirt-and-leathers = Mail shirt and leathers
term-plate-and-mail = Plate and mail
term-thick-hide = Thick hide
term-padded-jack = Padded jack
term-halfling-scout = Halfling scout
term-great-wolf = Great wolf
term-head = Head
term-right-arm = Right arm
term-left-arm = Left arm
term-body = Body
term-right-leg = Right leg
term-left-leg = Left leg
term-right-foreleg = Right foreleg
term-left-foreleg = Left foreleg
term-right-hind-leg = Right hind leg
term-left-hind-leg = Left hind leg

## Seed 003 (WFRP) in play
log-action-wfrp = { $unit }: { $action } ({ $kind ->
        [half] a half action
        [full] a full action
       *[free] free
    })
wfrp-helpless = the target cannot defend itself: it hits, and deals 1d10 more
log-hit-location = the blow lands on { $target }'s { $location } (d100 { $roll })
log-hit-location-covered = { $target }'s { $hidden } is behind cover (d100 { $roll }): the blow lands on the { $location }
log-fury = Ulric's Fury! { $attacker } tests again: { $roll }, adding { $dice }
log-fury-fails = a 10 on the damage, but { $attacker }'s second test fails: { $roll }
log-critical-hit = critical hit on { $unit }'s { $location }: value { $value }, d100 { $roll }, severity { $severity }
term-critical-wounds = critical wounds
term-ringing-ears = ringing ears
term-dazed = dazed
term-split-brow = split brow
term-cracked-skull = cracked skull
term-jarred-arm = jarred arm
term-weapon-knocked-loose = weapon knocked loose
term-broken-arm = broken arm
term-severed-arm = severed arm
term-winded = winded
term-cracked-ribs = cracked ribs
term-gut-wound = gut wound
term-run-through = run through
term-twisted-knee = twisted knee
term-knocked-down = knocked down
term-broken-leg = broken leg
term-severed-leg = severed leg
log-opposed = { $unit } tests against { $against } ({ $why }): { $roll }; { $against }: { $against_roll }; { $winner } wins
why-wfrp-run-difficult = a run does not cross difficult terrain, as at { $at }
term-running = running
why-wfrp-against-a-foe = it is done against a foe
why-wfrp-foe-cannot-resist = the foe cannot resist: strike it instead
why-wfrp-push-one-square = the foe is pushed one square, to a square beside it
term-feint-at = feint at
term-feint = feint
term-manoeuvre = manoeuvre
log-critical-effect-wfrp = { $unit }: { $effect } ({ $does })
wfrp-effect-and = { $first }, { $rest }
wfrp-effect-stunned = stunned { $turns ->
        [one] for a turn
       *[other] for { $turns } turns
    }
wfrp-effect-loses-half = one half action on { $turns ->
        [one] its next turn
       *[other] each of its next { $turns } turns
    }
wfrp-effect-penalty = −{ $points } % to every test
wfrp-effect-prone = falls prone
wfrp-effect-drops-weapon = drops its weapon
wfrp-effect-lame = half its Movement
wfrp-effect-bleeding = bleeding, { $chance } % to die each turn
wfrp-effect-unconscious = knocked out
wfrp-effect-none = nothing more
wfrp-effect-dead = killed
wfrp-test-bleeding = to live on while bleeding
wfrp-surprised = surprised
help-surprised-wfrp = surprised: it loses its first turn, and until then it can neither parry nor dodge
help-grappled-wfrp = in a hold: it can only try to break free (a full action, opposed Strength); no parry or dodge, and melee blows at it take +20 %
help-grappling-wfrp = holding a foe: it holds on, hurts (opposed Strength) or lets go; no parry or dodge, and melee blows at it take +20 %
why-wfrp-push-a-hold = a unit in a grapple is not pushed
why-wfrp-no-fortune = it has no Fortune point left
why-wfrp-half-action-left = it has both its half actions: one more is bought after the first
action-wfrp-jump = jump
why-wfrp-jump-gap = a jump clears one square that stops walking but not sight (deep water, a barricade), straight between the unit and where it lands
why-wfrp-held = it is held: it can only try to break free
why-wfrp-holding = it holds a foe: it can hold on, hurt it or let go first
why-wfrp-already-held = that foe is already held
why-wfrp-not-held = nobody holds it
wfrp-test-slip-grab = to slip the grab
action-wfrp-alone = { $what }
term-break-free = break free
term-let-go-of = let go of
term-hurt = hurt
outlook-wfrp-reroll = a miss is rolled again for a Fortune point
outlook-wfrp-test = { $skill } test: { $target }% or under
outlook-wfrp-reaction = it may { $kind ->
        [parry] parry
       *[dodge] dodge
    } on { $target }% or under
outlook-wfrp-critical = a critical on { $chance }% of blows
wfrp-hud-one-half = one half action
wfrp-hud-two-halves = two half actions or one full action
wfrp-token-hover = { $name } (Wounds { $wounds }/{ $max })
wfrp-panel-wounds-left = Wounds { $wounds }/{ $max }  { $state }
wfrp-unhurt = unhurt
wfrp-lightly-wounded = lightly wounded
wfrp-heavily-wounded = heavily wounded
wfrp-panel-profile = WS { $ws } · BS { $bs } · S { $s } · T { $t } · Ag { $ag } · A { $a }
wfrp-panel-armour = Armour: { $places }
wfrp-panel-no-armour = No armour
wfrp-panel-wounds = Critical wounds: { $wounds }
wfrp-panel-reacted = Has parried or dodged this round
wfrp-help-dying = at 0 Wounds a unit still fights; a blow past them is a critical (9 and 10 kill)
diag-level-unit-unknown-wfrp-creature = unit `{ $id }`: unknown WFRP creature `{ $c }` (assets/rulesets/wfrp/creatures.ron){ $hint }
diag-level-hint-wfrp-creature = {" "}(it is a WFRP creature, in assets/rulesets/wfrp/creatures.ron; this level plays `{ $plays }`)
diag-level-unit-wfrp-unit-names-creature = unit `{ $id }`: a WFRP unit names a `creature` from assets/rulesets/wfrp/creatures.ron
diag-level-unit-wfrp-wounds = unit `{ $id }`: hp { $hp } must be from 1 to its Wounds { $most }
term-ws = WS
term-bs = BS
term-ag = Ag
term-parry = parry
term-into-melee = into melee
term-wp = WP
term-channelling = channelling
term-grappled = grappled
action-wfrp-cast = cast { $spell }
action-wfrp-channel = channel power
wfrp-spell-summary = { $spell }: casting number { $number }, { $time ->
        [half] a half action
        [full] a full action
       *[rounds] a full action on each of { $rounds } rounds
    }
risk-casting-roll = casting roll: { $dice }d10{ $bonus ->
        [0] {""}
       *[other] {" "}+{ $bonus }
    } must reach { $number }: { $chance }
term-magic-dart = Magic dart
term-ball-of-fire = Ball of fire
term-healing-hand = Healing hand
term-aethyric-armour = Aethyric armour
wfrp-test-reserve-first = to act first
wfrp-test-channelling = to channel power
why-wfrp-no-defensive-casting = casting defensively is no rule of seed 003
why-wfrp-one-spell-a-round = it has cast a spell this round already (one a round)
why-wfrp-channelled-already = it has channelled already
help-channelled-wfrp = channelled: its next casting roll this turn adds its Magic
term-long-shot = long shot
term-toughness-bonus = Toughness Bonus
bar-wfrp-defensive-stance = Defensive stance (−20 % to blows at it until its next turn; no attack)
bar-wfrp-swift-attack = Swift attack (as many blows as its Attacks)
bar-wfrp-cautious-attack = Cautious attack (−10 % WS, +10 % to parry and dodge)
bar-wfrp-all-out-attack = All-out attack (+20 % WS, no parry or dodge)
bar-wfrp-aim = Aim (+10 % to its next normal attack)
why-not-a-manner-of-these-rules = that manner of attack is not in these rules
why-wfrp-melee-only = it is a melee attack
why-wfrp-swift-shot-needs-free-reload = a swift attack at range needs a weapon that reloads as a free action
action-wfrp-defensive-stance = defensive stance
action-wfrp-aim = aim
term-aim = aim
term-cautious = cautious
term-all-out = all-out
term-defensive-stance = defensive stance
term-cautious-attack-on = cautious attack on
term-all-out-attack-on = all-out attack on
term-swift-attack-on = swift attack on
log-fortune = { $unit } spends a Fortune point { $on ->
        [reroll] to roll again, giving up { $roll }
        [reaction] for one more parry or dodge this round
        [half] for one more half action this turn
       *[initiative] for 1d10 more initiative: { $extra }
    } ({ $left } left)
log-fate = { $unit } spends a Fate point and escapes death: left for dead, out of the fight ({ $left } left)
log-extended = { $unit } { $task ->
       *[reload] loads the { $what }
    }: round { $done } of { $of }
log-extended-lost = { $unit } gives up { $task ->
       *[reload] loading the { $what }
    }: the work done is lost
wfrp-panel-points = Fortune { $fortune } · Fate { $fate }
action-wfrp-guard = guard stance
bar-wfrp-extra-half = Fortune: one more half action ({ $left } left)
bar-wfrp-channel = Channel power (a Will Power test: its next casting roll this turn adds its Magic)
overlay-wfrp-contest = { $what }: WS { $mine } against { $theirs }, { $chance } % to win
hint-run = Click a square to run there (three times M; shots at the runner take -20 %, blows +20 %) | Esc cancels
hint-feint = Click a foe in reach to feint at it (the board shows its chance and what it gains) | Esc cancels
hint-manoeuvre = Click a foe beside the unit to push it a square straight back (opposed WS) | Esc cancels
preview-no-square-behind = no square straight behind that foe
bar-wfrp-run = Run (three times M, a full action; shots at it -20 %, blows +20 %)
bar-wfrp-feint = Feint (opposed WS: won, its next normal attack cannot be parried or dodged)
bar-wfrp-manoeuvre = Manoeuvre (opposed WS: won, the foe is pushed a square)
bar-wfrp-guard = Guard stance (a parry ready until its next turn, even with nothing in the off hand)
bar-wfrp-grapple = Grapple (a bare-handed blow; if it lands, the foe tests Agility or is held)
bar-wfrp-break-free = Break free (opposed Strength with the one holding it)
bar-wfrp-hurt = Hurt the one held (opposed Strength; won, a bare-handed blow's damage)
bar-wfrp-let-go = Let go
log-free-attack-wfrp = { $target } leaves melee: { $attacker } gets a free attack

## Seed 001's conditions: names, and the pieces of a tooltip written from each one's row
## (src/rules/condition_table.rs; src/ui/condition_help.rs).
term-frightened = frightened
term-cowering = cowering
term-blinded = blinded
term-confused = confused
term-dazzled = dazzled
term-panicked = panicked
term-flat-footed = flat-footed
term-energy-drained = energy drained
term-deafened = deafened
term-shaken = shaken
term-exhausted = exhausted
term-fascinated = fascinated
term-fatigued = fatigued
term-staggered = staggered
term-incorporeal = incorporeal
term-innate = innate
term-helpless = helpless
term-sickened = sickened
term-invisible = invisible
term-nauseated = nauseated
term-paralyzed = paralyzed
term-petrified = petrified
term-broken = broken
term-pinned = pinned
term-silenced = silenced
cond-help = { $name }: { $what }
cond-sets-strength = Str counts as { $value }
cond-sets-dexterity = Dex counts as { $value }
cond-to-attacks = { $amount } to attacks
cond-to-melee-attacks = { $amount } to melee attacks
cond-to-damage = { $amount } to damage
cond-to-defense = { $amount } Defense
cond-to-defense-in-melee = { $amount } Defense in melee
cond-to-defense-at-range = { $amount } Defense at range
cond-to-maneuvers = { $amount } to combat maneuvers
cond-to-saves = { $amount } to saves
cond-to-checks = { $amount } to skill and ability checks
cond-to-initiative = { $amount } to initiative
cond-to-strength = { $amount } Str
cond-to-dexterity = { $amount } Dex
cond-loses-dex = no Dex or shield to Defense
cond-cannot-act = loses its turns
cond-cannot-move = cannot move
cond-single-action = one move or standard action a turn
cond-move-only = one move action a turn, nothing else
cond-helpless = helpless
cond-no-opportunity-attacks = no attacks of opportunity
cond-no-charge = cannot charge or run
cond-drops-held = drops what it holds
cond-threat-only-on-twenty = a weapon threatens a critical only on a natural 20
cond-crit-at-most-double = a weapon's critical multiplies by 2 at most
cond-halves-armour = an armour's or shield's bonus is halved
cond-crossbow-only = shoots nothing but a crossbow
cond-no-verbal = no spells with a verbal component
cond-verbal-failure = { $percent } % chance to lose a spell with a verbal component
cond-no-two-handed = nothing that takes two hands
cond-half-speed = half speed
cond-blind = every foe has total concealment ({ $percent } % miss)
cond-unseen = total concealment against those who see ({ $percent } % miss)
cond-flees = flees what frightens it
cond-acts-at-random = acts by the confusion table
cond-concentration = casting needs concentration
cond-ends-when-hurt = harm ends it
cond-crossed-at-double-cost = friend or foe may move through its square, which counts as two
cond-broken-by-threat = a foe attacking it, casting or drawing a weapon in its sight ends it; a foe stepping beside it gives a new save
cond-bleeds = loses hit points at the start of its turns
cond-intangible = immune to mundane attacks, half damage from magic

## Turns a condition plays (src/rulesets/core/compelled.rs)
log-compelled = { $unit } is { $condition }: { $does }
log-compelled-roll = { $unit } is { $condition } (d% { $roll }): { $does }
compelled-flees = it flees to { $to }
compelled-cornered-fights = cornered, it fights
compelled-cornered-cowers = cornered, it cowers and loses its turn
compelled-acts-normally = it acts normally
compelled-babbles = it babbles and does nothing
compelled-moves-away = it wanders away from { $from }
compelled-attacks = it attacks { $target }
compelled-strikes-back = it strikes back at { $target }, who attacked it

## The spells of seed 001's conditions (assets/data/spells.ron)
term-cause-fear = Cause fear
term-fear = Fear
term-confusion = Confusion
term-hold-person = Hold person
term-hypnotism = Hypnotism
term-stinking-cloud = Stinking cloud
term-color-spray = Color spray
term-cult-adept = Cult adept

## Concealment (src/rulesets/core/strike.rs)
log-miss-chance-misses = { $attacker } cannot see { $target } ({ $why }): d100 { $roll }, { $percent } or less misses: the blow misses
log-miss-chance-hits = { $attacker } cannot see { $target } ({ $why }): d100 { $roll }, over { $percent }: the blow lands
outlook-miss-chance = { $why } hides it: { $percent } % of hits miss
outlook-splash = it shatters: { $dice } to everyone beside where it bursts; a miss scatters
outlook-condition-attack = { $condition }: { $value } to hit
outlook-condition-defense = target { $condition }: { $value } Defense
outlook-condition-no-dex = target { $condition }: no Dex bonus to Defense
outlook-condition-dex-set = target { $condition }: Dex counts as { $score } for Defense
outlook-unseen-no-dex = the target cannot see the blow coming: no Dex bonus to Defense
term-invisibility = Invisibility
term-blindness = Blindness
cond-ends-when-healed = any healing stops it
term-bleed = bleeding
term-wounding-curse = Wounding curse
diag-data-bleed-takes-dice = bleeding takes its dice: write Bleed(dice: "1d4")
diag-data-energy-drain-takes-levels = energy drain is laid as negative levels: write NegativeLevels(dice: "1d4")
diag-data-condition-not-innate = { $condition } is not a condition a creature always has
diag-data-incorporeal-is-innate = incorporeal is what a creature is, not something laid on it: give it in the creature's conditions: [Incorporeal]
panel-bleeds = { $help } ({ $dice } a turn)
panel-negative-levels = { $levels ->
    [one] a negative level
   *[other] { $levels } negative levels
}: { $help }, each
log-spell-failure = { $unit } is { $why }: d100 { $roll } vs { $percent }% to lose the spell: { $result }
risk-condition-failure = ! { $why }: { $percent }% to lose the spell
diag-data-on-hit-condition-needs-rounds = a hit's condition lasts some rounds of its target's turns: give it `rounds`
diag-data-on-hit-lays-conditions-only = a hit lays a Condition(…), a Bleed(…) or NegativeLevels(…), nothing else
term-cruel-dagger = Cruel dagger
term-venom-blade = Venom blade
rules-switch-combat-maneuvers = combat maneuvers
rules-switch-splash-weapons = splash weapons
rules-switch-hero-points = hero points
why-maneuvers-not-in-rules = combat maneuvers are a seed-001 rule this level does not play (its switch is combat_maneuvers)
why-maneuver-out-of-reach = { $target } is not within its melee reach
why-target-already-down = { $target } already lies on the ground
why-rider-and-mount-stand-together = a rider and its mount stand, move and fall together
why-nothing-to-disarm = { $target } holds no weapon that can be taken away
why-nothing-to-sunder = { $target } holds and wears nothing that can be broken
why-overrun-needs-a-foe-beside = an overrun goes through a foe beside the unit
why-no-way-through = the square beyond the foe is not free
why-charge-trips-or-bull-rushes = a charge may end in a trip or a bull rush (without following), no other maneuver
why-following-needs-the-move-action = following the pushed foe takes the move action, and it is spent
why-it-cannot-move = it cannot move
action-maneuver = { $kind } { $target }
action-charge-maneuver = charge to { $kind } { $target }
action-follow = follow
log-maneuver = { $unit } tries to { $kind } { $target }: d20 { $roll } { $modifiers } = { $total } vs CMD { $cmd }: { $result }
log-maneuver-by = success by { $by }
log-maneuver-natural-20 = success (natural 20)
log-maneuver-short = failure, short by { $by }
log-maneuver-natural-1 = failure (natural 1)
log-maneuver-automatic = { $unit } tries to { $kind } { $target }, who cannot defend itself: success with no roll
log-pushed = { $by } pushes { $unit } from { $from } to { $to }
term-attack-of-opportunity = attack of opportunity
term-bare-hands = bare hands
overlay-and-then = { $first } · { $then }
overlay-maneuver = { $kind }: { $chance } % ({ $cmb } against CMD { $cmd })
overlay-maneuver-trip = prone
overlay-maneuver-disarm = drops { $weapon }
overlay-maneuver-bull-rush = pushed a square, one more per 5
overlay-maneuver-trip-fails = short by 10: it falls
overlay-maneuver-disarm-fails = short by 10: drops its own
overlay-maneuver-provokes = { $foe } strikes first
bar-trip = Trip
bar-disarm = Disarm
bar-sunder = Sunder
bar-overrun = Overrun
bar-charge-trip = Charge and trip
bar-bull-rush = Bull rush
bar-bull-rush-follow = Bull rush and follow
hint-maneuver = Click a foe in reach (d20 + CMB against its CMD; it strikes first if it threatens) | Esc cancels
hint-charge-trip = Click a foe to charge it and trip it at the end (+2 from the charge; it strikes first if it threatens) | Esc cancels
panel-maneuvers = CMB { $cmb }  CMD { $cmd }
sim-maneuvers = fights with a combat maneuver: { $rate } %
maneuver-trip = trip
maneuver-disarm = disarm
maneuver-bull-rush = bull rush
maneuver-grapple = grapple
maneuver-sunder = sunder the gear of
maneuver-overrun = overrun
maneuver-hold = hold on to
maneuver-escape = break free of
condition-in-grapple = grappled
condition-pinned = pinned
help-in-grapple = grappled: -4 Dex, -2 to attacks and maneuvers (not to grapple or escape), cannot move, nothing two-handed, no attacks of opportunity, concentration to cast
help-pinned = pinned: flat-footed, -4 Defense; it can only try to break free or cast a spell with no gestures or materials
log-grapple-holds = { $holder } holds { $held } in a grapple
log-grapple-ends = { $holder } no longer holds { $held }
why-already-in-a-grapple = it is in a grapple already
why-target-already-in-a-grapple = { $target } is in a grapple already
why-already-pinned = the creature it holds is pinned already
why-drag-too-far = it cannot drag its catch there: a free square within half its speed
why-nobody-holds-it = nobody holds it
why-pinned = pinned, it can only try to break free or cast a spell with no gestures or materials
action-maintain-grapple = hold on to { $held }
action-break-free = break free of { $holder }
action-release = let go of { $held }
bar-grapple = Grapple
bar-hold = Hold on
bar-hold-damage = Hold on and hurt
bar-hold-pin = Hold on and pin
bar-hold-drag = Hold on and drag
bar-release = Let go
bar-break-free-grapple = Break free
overlay-maneuver-grapple = both grappled, it holds the foe
overlay-maneuver-sunder = hits { $item }: hardness { $hardness }, { $hp } hp
overlay-maneuver-overrun = through to the square beyond, prone if by 5
overlay-maneuver-overrun-fails = short by 5: it falls
hint-drag = Click a square within half its speed to drag the creature it holds there (d20 + CMB + 5 against its CMD) | Esc cancels
term-holding-on = holding on
why-nothing-two-handed = grappled, it can do nothing that takes two hands
why-no-mind-to-fool = { $target } has no mind to fool
action-feint = feint at { $target }
log-feinted = { $target } falls for the feint: its Dex does not count against { $unit }'s next melee blow
log-item-damaged = the blow falls on { $unit }'s { $item }: { $faces } = { $blow } against hardness { $hardness }, { $hp } hp left
log-broken = { $unit }'s { $item } is broken
log-destroyed = { $unit }'s { $item } is destroyed
log-splash = it bursts at { $at }, splashing { $units }
log-splash-nobody = it bursts at { $at }, splashing nobody
log-scatter = it misses and scatters: d { $roll }, from { $from } to { $to }
log-catches-fire = { $unit } catches fire: { $dice } fire as its next turn begins
log-burns-out = the fire on { $unit } burns out
log-hero-point = { $unit } spends { $spent } hero { $spent ->
        [one] point
       *[other] points
    } ({ $what }), { $left } left
bar-hero-left = { $left } { $left ->
        [one] point
       *[other] points
    } left
bar-hero-recall = Hero point: recall a use of { $spell }
bar-hero-bonus = Hero point: +8 on the next roll
bar-hero-reroll = Hero point: roll again if the next roll fails
bar-hero-late-bonus = Hero point: +4 if that saves the next roll
bar-hero-extra-move = Hero point: one more move action
bar-hero-extra-standard = Hero point: one more standard action
log-hero-arms = { $unit } sets a hero point aside for its next roll ({ $what })
log-hero-arms-for = { $unit } sets a hero point aside for { $ally }'s next roll ({ $what })
log-countered = { $unit } counters { $caster }'s { $spell }: the spell fails
readied-counterspell = a counterspell
why-counterspell-waits-for-a-casting = a counterspell waits for a foe starting to cast (trigger: StartsToCast)
why-no-counterspells-here = this ruleset plays no counterspells
why-counterspell-needs-spells = it knows no spell to counter with
log-rerolled = { $unit } rolls again: the { $was } does not stand
log-spell-recalled = { $unit } recalls { $spell }: { $left } { $left ->
        [one] use
       *[other] uses
    } left
why-hero-points-not-in-rules = this level does not play hero points (rules: (hero_points: true))
why-no-hero-point = it has no hero point left
why-hero-waiting = it is waiting: it may act now without a hero point
why-hero-has-acted = it has had its turn this round
why-hero-action-not-spent = it still has that action this turn
why-hero-spell-not-used = it has every use of { $spell } left
log-cheats-death = { $unit } cheats death: left at { $hp } hp, stable
why-no-splash-weapon-in-hand = it holds no flask to throw (a weapon with splash)
why-splash-not-in-rules = this level does not play splash weapons (rules: (splash_weapons: true))
why-intersections-on-squares-only = a flask is thrown at an intersection on squares only; on hexes, throw it at a creature
why-intersection-off-the-board = that intersection is not between four squares of the board
why-intersection-out-of-range = that intersection is out of sight or past the farthest throw ({ $farthest } squares)
action-throw-at = throw { $weapon } at the corner { $at }
log-thrown-at = { $unit } throws { $weapon } at the corner { $at }: d20 { $roll } { $modifiers } = { $total } vs { $defense }: { $result }
term-bluff = Bluff
term-animal-wits = animal wits
term-not-humanoid = not humanoid
term-conditions = conditions
overlay-feint = Feint: { $chance } % (Bluff { $bonus } against { $dc }) · its Dex does not count against the next melee blow
bar-feint = Feint
bar-shake-free = Shake free
action-shake-free = shake { $ally } free of its fascination
overlay-shake-free = Shake { $ally } free: its fascination ends (standard action, provokes nothing)
hint-shake-free = Click a fascinated ally beside you to shake it free | Esc cancels

# Seed 001: shooting and casting while the mount moves (RideAndAct)
why-ride-two-squares-at-least = the mount must cover two squares at least: one before the act and one after
why-halfway-square-taken = halfway, at { $at }, the mount would be passing through another creature's square
why-shoot-with-a-ranged-weapon = a shot from a moving mount needs a ranged weapon
why-cast-on-the-move-standard-at-most = only a spell of a standard action or less can be cast on the move
why-casting-between-two-moves = casting between two moves of its mount
why-casting-while-the-mount-runs = casting while its mount runs
action-ride-and-shoot = ride and shoot at { $target }
action-ride-and-cast = ride and cast { $spell }
term-mount-moving = mount moving
term-mount-running = mount running

# Seed 001: aiming a flask in the window
overlay-throw-at = { $chance } to hit the corner (Defense 5)
    a miss lands on a square marked at its corners
hint-throw-flask = Throw the flask: click a creature, or near a grid corner to burst it over the four squares there; a miss lands on a square marked at its corners (Esc cancels)

# Seed 001: a hero point spent on an ally, picked on the board
bar-hero-aid = Hero point: +4 on an ally's next roll
bar-hero-late-aid = Hero point: +2 if that saves an ally's next roll
bar-why-no-ally-beside = No ally beside it
overlay-hero-aid = Hero point for { $ally }: +4 on its next roll
overlay-hero-late-aid = Hero point for { $ally }: +2 if its next roll fails and that saves it
hint-hero-aid = Click an ally beside you to spend a hero point on its next roll | Esc cancels

# Seed 001: a hero point to act out of turn, from the initiative tracker
tracker-act-now = ★ act now
tracker-act-now-tip = Spend a hero point: { $unit } takes its turn now, before { $before }'s, and keeps that place (one move or standard action)
bar-throw-flask = Throw the { $item }

# Seed 001: shooting on the move, in the window
bar-ride-shoot = Shoot on the move
preview-ride-shoot-pick = Shoot at { $target } on the move: click it, then where the mount goes
overlay-ride-shoot = Shoots at { $target } from here: { $chance } to hit ({ $penalty } for the ride)
hint-ride-shoot-foe = Shoot on the move: click the foe to shoot at | Esc cancels
hint-ride-shoot-square = Click where the mount goes: up to twice its speed (−4), or four times running (−8); the shot comes halfway | Esc cancels
bar-cast-on-the-move-on = Cast on the move: on
bar-cast-on-the-move-off = Cast on the move: off
preview-ride-cast-pick = { $pace ->
    [run] { $spell } from here, the mount running: click, then aim it
   *[move] { $spell } from here: click, then aim it
}
preview-ride-cast-here = { $pace ->
    [run] Casts from here, the mount running
   *[move] Casts from here
}
hint-ride-cast-square = Click where the mount goes: up to twice its speed, or four times running; the spell comes halfway (Magic Knowledge 10 + its level to keep it, 15 + level running) | Esc cancels
hint-ride-cast-aim = Click to cast from the marked square as the mount passes | Esc cancels
term-casting-defensively = casting defensively

# Seed 001: letting a death the hero points cheated fall instead
hero-death-offer = Two hero points kept { $unit } from death ({ $left } left). Keep them instead and let it fall?
hero-death-let-fall = Let it fall, keep the points ({ $key })
hero-death-keep = Keep it alive ({ $key })
bar-hero-let-fall = Hero point: let the next deadly blow fall, keep the points
log-hero-lets-fall = { $unit } keeps its hero points for now: the next blow that would kill it will
log-hero-let-fall = { $unit } lets the blow fall and keeps its hero points ({ $left } left)
term-let-fall = let it fall

## The level editor (`leyendas edit`, the menu's "Editor")
menu-editor = Level editor
cli-edit-about = Open the level editor on LEVEL (a new level when no file is there yet; none: a new level in the levels folder)
cli-edit-level = The level file to edit (made when it is saved, if it is not there yet)
cli-edit-not-a-file = error: { $file } is not a level file (a folder?): give the path of a .ron file, new or not
editor-title = Level editor
editor-file = File
editor-save = Save
editor-open = Open…
editor-new = New level
editor-undo = Undo
editor-redo = Redo
editor-play = ▶ Play
editor-simulate = Simulate { $runs } fights
editor-menu = Menu
editor-saved = Saved { $file }
editor-not-saved = { $file } could not be written: { $problem }
editor-unsaved-confirm = The level has changes not saved: save them, or click again to leave them
editor-cannot-play = The level cannot be played until the problems below are mended
editor-valid = ✔ The level validates: it plays as it is
editor-unreadable = The level does not read as a level: mend the problem below (or undo)
editor-unknown-terrain = unknown terrain
editor-tools = Tools
editor-tool-paint = Paint
editor-tool-rectangle = Rectangle
editor-tool-fill = Fill
editor-tool-units = Units
editor-tool-regions = Regions
editor-brush = Brush
editor-terrain = Terrain
editor-units-hint = Click a unit to pick it, drag it to move it; a click on an empty square places a new one:
editor-new-unit-side = Side
editor-new-unit-creature = Creature
editor-regions-hint = Pick a region, then drag on the board to draw it again; with none picked, a drag draws a new exit.
editor-region-exit = Exit { $number }
editor-region-trigger = Trigger { $number }
editor-region-reach = Reach ({ $side })
editor-region-new-exit = New exit
editor-region-new-reach = New "reach" objective for { $side }
editor-region-pick-first = Pick a region on the left first: this ruleset has no exits to draw
editor-region-delete = Delete this exit
editor-level = Level
editor-name = Name
editor-description = Description
editor-ruleset = Ruleset
editor-board = Board
editor-board-square = Squares
editor-board-hex = Hexes
editor-size = Size
editor-resize = Resize
editor-rules = Rules (seed 001's modules)
editor-rules-preset = Every module of seed 001 (preset)
editor-sides = Sides
editor-side-human = Player
editor-side-ai = AI
editor-side-delete = Delete this side
editor-side-add = Add a side
editor-side-new-es = Nuevo bando
editor-side-new-en = New side
editor-unit = Unit
editor-unit-none = Pick a unit with the Units tool.
editor-unit-id = Id
editor-unit-name = Name
editor-unit-side = Side
editor-unit-creature = Creature
editor-unit-aware = Aware (not surprised)
editor-unit-leader = Leader
editor-unit-initiative = Fixed initiative
editor-unit-group = Initiative group
editor-unit-hp = Hit points (starts wounded)
editor-unit-riding = Riding
editor-unit-riding-none = (on foot)
editor-unit-reserve = In reserve (comes in by a trigger)
editor-unit-delete = Delete this unit
editor-not-a-number = `{ $text }` is not a whole number
editor-refused-off-map = ({ $x }, { $y }) is off the map
editor-refused-row = Row { $row } of the map has an escape in it: the editor leaves it to a text editor
editor-refused-glyph = `{ $glyph }` cannot be a map character
editor-refused-unit = There is no unit `{ $unit }`
editor-refused-place = The level has no `{ $path }` to write to
editor-refused-unreadable = The level does not read as a level now: mend it first, or undo
editor-refused-size = A map of { $width } × { $height } cannot be: each side is 1 to { $most } squares
editor-refused-outside = Move these units first, they would be off the map: { $units }
editor-simulating = Playing fight { $done } of { $runs }…
editor-simulation-failed = The simulation stopped on an engine fault
editor-simulated = { $runs } fights:
editor-side-wins = { $side } wins { $percent } %
editor-simulated-before = (the level as it was before the changes since)
editor-simulated-rest = draws { $draws } %, unfinished { $unfinished }, { $rounds } rounds on average
