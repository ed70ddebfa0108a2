# Leyendas Tactics, español. Cada clave está también en en.ftl, con los mismos argumentos; una
# prueba comprueba ambos, y que el código use todas las claves.

## El menú principal

menu-subtitle = Combate táctico por turnos con las reglas de Mundo de Leyendas
menu-no-levels = No hay niveles en { $dir }
menu-progress-unreadable = No se pudo leer tu progreso de campaña; se deja como está: { $problem }
menu-won = { $level }  (ganado)
menu-cannot-play = No se puede jugar: { $problem }
menu-mod = Mod: { $name } { $version }{ $authors }
menu-mod-disabled = Desactivado: { $problem }
menu-locked = Bloqueado: primero gana «{ $level }»
menu-hot-seat-on = Misma pantalla: sí, pasando la pantalla
menu-hot-seat-open = Misma pantalla: sí, sin pantalla de paso
menu-foe-hp-hidden = Vida enemiga: solo barras
menu-foe-hp-shown = Vida enemiga: a la vista
menu-hot-seat-off = Misma pantalla: no (la IA juega sus bandos)
menu-difficulty-level = Dificultad de la IA: la del nivel
menu-difficulty = Dificultad de la IA: { $difficulty ->
        [easy] fácil
        [normal] normal
       *[hard] difícil
    }
menu-language = Idioma: { $language }
menu-ui-scale = Interfaz: { $percent } %
menu-quit = Salir
menu-hint = Pulsa en un nivel para jugarlo. Esc sale.

## Los reglamentos, como los nombra el menú

menu-ruleset-with-seed-001 = { $ruleset } + { $count ->
    [one] 1 regla
   *[other] { $count } reglas
} de la semilla 001
hud-seed-001-rules = Semilla 001: { $rules }
hud-seed-001-all = Semilla 001: sus { $count } reglas
rules-switch-flat-footed-until-first-turn = desprevenidos hasta su primer turno
rules-switch-detailed-charge = carga detallada
rules-switch-healing-stabilises = la curación mágica estabiliza
rules-switch-dying-constitution-check = prueba de Constitución al morir
rules-switch-disabled-half-speed = incapacitados a media velocidad
rules-switch-charge-past-the-helpless = cargas sobre los indefensos
rules-switch-coup-de-grace-at-once = golpe de gracia en el acto
rules-switch-two-weapon-penalties = penalizadores de dos armas por mano
rules-switch-unconscious-prone = los caídos quedan tumbados
rules-switch-aid-against-one-foe = ayuda contra un enemigo
rules-switch-delay-by-waiting = esperar para actuar
rules-switch-prone-table = los números de tumbado
rules-switch-mounted-combat = combate montado
rules-switch-ready-against-casters = preparar contra lanzadores
hud-seed-001-without = Semilla 001 sin: { $rules }
hud-seed-001-and-without = { $on }; sin: { $rules }
ruleset-core = Reglas básicas
ruleset-osr = Reglas OSR
ruleset-wfrp = Reglas WFRP
ruleset-example = Reglas de ejemplo
# Las palabras propias del reglamento de ejemplo (src/rulesets/example/).
example-log-action = { $unit }: { $action } (la acción del turno)
example-hud-left = una acción (mover o atacar)
example-help-dying = aquí nadie queda moribundo: una unidad sin puntos de golpe está muerta
example-every-blow-lands = todo golpe acierta
example-panel-blow = Todo golpe acierta por { $hp } punto de golpe
example-diag-hp = unidad `{ $id }`: hp { $hp } debe ir de 1 a su máximo { $most }

## La barra superior durante un combate

hud-round = Ronda { $round }
hud-surprise-round = Ronda sorpresa
hud-turn = { $round } | turno de { $unit } ({ $side }) | acciones que quedan: { $left }
hud-side-ai = { $side }, IA
hud-left = { $kind ->
        [walk] caminar
        [action] acción
        [action-or-walk] acción (o caminar otra vez)
        [standard] estándar
        [standard-then-move] estándar (o una de movimiento)
        [standard-or-move] estándar o de movimiento
        [move] de movimiento
       *[swift] veloz
    }
hud-morale-due = { $side } tira moral al acabar la ronda: { $why }
hud-left-none = ninguna
hud-one-action-only = (solo una acción)
hud-over-winner = Ronda { $round } | el combate ha terminado: gana el bando { $side }
hud-over-draw = Ronda { $round } | el combate ha terminado
hud-waiting = Esperando

## Por qué se rechaza una orden

reject-not-running = el combate no está en marcha
reject-unknown-unit = no hay ninguna unidad `{ $unit }`
reject-not-your-turn = no es el turno de { $unit } (es el de { $current })
reject-move-target = un movimiento necesita `to` o `path`: uno de los dos, no ambos ni ninguno
reject-empty-path = el camino está vacío
reject-off-map = { $at } está fuera del mapa
reject-not-adjacent = { $to } no es adyacente a { $from }
reject-impassable = no se puede entrar en { $at }: { $terrain }
reject-corner-blocked = la esquina de un muro impide el paso en diagonal { $from } -> { $to }
reject-enemy-in-the-way = el enemigo { $enemy } corta el camino en { $at }
reject-occupied = { $at } lo ocupa { $unit }; un movimiento no puede acabar ahí
reject-no-path = { $unit } no puede llegar a { $to } este turno
reject-too-far = el camino cuesta { $cost } { $board ->
        [hex] { $cost ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $cost ->
            [one] espacio
           *[other] espacios
        }
    } de movimiento y a { $unit } le { $budget ->
        [one] queda { $budget }
       *[other] quedan { $budget }
    }
reject-cannot-move = { $unit } no puede moverse (velocidad 0)
reject-prone = { $unit } está { $gender ->
        [f] tumbada
       *[m] tumbado
    }: primero ponte de pie (acción de movimiento) o gatea
reject-not-prone = { $unit } no está { $gender ->
        [f] tumbada
       *[m] tumbado
    }
reject-already-prone = { $unit } ya está { $gender ->
        [f] tumbada
       *[m] tumbado
    }
reject-one-square = «{ $what }» va a un espacio adyacente: indica `to`
reject-step-in-difficult = no se puede dar un paso de un espacio desde ni hacia terreno difícil ({ $at })
reject-prone-ranged = { $unit } no puede usar { $weapon } { $gender ->
        [f] tumbada
       *[m] tumbado
    } (solo ballestas)
reject-cannot-aid = { $unit } no puede ayudar a { $ally }: { $why }
reject-not-loaded = { $weapon } de { $unit } no está cargada: cárgala antes
reject-out-of-ammunition = a { $unit } no le quedan { $kind } para { $weapon }
reject-not-carried = { $unit } no lleva `{ $thing }`
reject-nothing-to-pick-up = no hay nada al alcance de { $unit } que recoger
reject-no-potion = { $unit } no lleva ninguna poción
reject-nothing-to-load = { $unit } no tiene nada que cargar
reject-not-in-hand = { $unit } no tiene { $weapon } en la mano: equípala antes (acción de movimiento)
reject-cannot-wield = { $unit } no puede empuñar eso: { $why }
reject-needs-two-weapons = { $unit } necesita dos armas en las manos que no sean a dos manos (o un arma doble; las armas naturales no se empuñan)
reject-not-helpless = { $unit } no está { $gender ->
        [f] indefensa
       *[m] indefenso
    }
reject-cannot-charge = { $unit } no puede cargar contra { $target }: { $why }
reject-already-there = { $unit } ya está en { $at }
reject-self-target = { $unit } no puede atacarse a sí mismo
reject-ally = { $unit } es un aliado
reject-target-dead = { $unit } está { $gender ->
        [f] muerta
       *[m] muerto
    }
reject-target-surrendered = { $unit } se ha rendido
reject-cannot = { $unit }: { $why }
reject-not-in-ruleset = { $command } no es una acción de las reglas { $ruleset }
reject-no-such-weapon = { $unit } no tiene el arma `{ $weapon }`
reject-out-of-reach-draw = { $unit } no tiene en la mano ningún arma que alcance a { $target } (a { $distance } { $board ->
        [hex] { $distance ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $distance ->
            [one] espacio
           *[other] espacios
        }
    }): equipa antes { $weapon } (en Equipo)
reject-out-of-reach = { $unit } no tiene ningún arma que alcance a { $target } (a { $distance } { $board ->
        [hex] { $distance ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $distance ->
            [one] espacio
           *[other] espacios
        }
    })
reject-weapon-out-of-range = { $target } está a { $distance } { $board ->
        [hex] { $distance ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $distance ->
            [one] espacio
           *[other] espacios
        }
    }; { $weapon } alcanza { $reach }
reject-no-line-of-sight = un muro tapa la línea de { $unit } a { $target }
reject-cannot-cast = { $unit } no puede lanzar { $spell }: { $why }
reject-cannot-mount = { $unit } no puede montar en { $mount }: { $why }
reject-in-the-saddle = { $unit } va en la silla: desmonta antes
reject-cannot-dismount = { $unit } no puede desmontar: { $why }
reject-no-door = no hay ninguna puerta en { $at } al alcance de { $unit }
reject-doorway-taken = la puerta de { $at } no se puede cerrar: { $by } está en el umbral
reject-nothing-to-cancel = { $unit } no mantiene ningún { $spell } propio
reject-delay-after-acting = { $unit } ya ha actuado este turno y no puede retrasar su iniciativa
reject-delay-earlier = { $unit } no puede retrasarse hasta después de { $after }: { $after } ya ha actuado esta ronda
reject-nothing-to-delay-past = { $unit } ya actúa el último esta ronda; termina el turno
reject-wait-not-in-rules = esperar para actuar es una regla de la semilla 001 que este nivel no juega (su interruptor es delay_by_waiting)
reject-not-waiting = { $unit } no está esperando para actuar
reject-act-now-mid-turn = { $unit } solo puede actuar antes de que empiece un turno, y { $current } ya ha empezado el suyo
reject-act-now-own-turn = ya es el turno de { $unit }
budget-no-standard = no queda acción estándar este turno
budget-no-move = no queda acción de movimiento este turno
budget-no-swift = no queda acción veloz este turno
budget-no-full-round = una acción total necesita la acción estándar y la de movimiento
budget-single-action = solo una acción este turno (ronda sorpresa o incapacitado), y una acción total son dos

## Estados, disparadores de acciones preparadas y elecciones permanentes

condition-flat-footed = { $gender ->
        [f] desprevenida
       *[m] desprevenido
    }
condition-prone = { $gender ->
        [f] tumbada
       *[m] tumbado
    }
condition-charging = cargando (-2 a la Defensa)
condition-total-defense = en defensa total
condition-shield-bashed = sin la Defensa de su escudo (ha golpeado con él)
condition-aided-attack = con ayuda (+2 a su próximo ataque)
condition-aided-defense = con ayuda (+2 a la Defensa contra el próximo ataque)
condition-defensive-position = en posición defensiva (ventaja para evitar)
condition-defensive-fighting = luchando a la defensiva (+2 para evitar)
condition-protected = bajo protección (ventaja para evitar)
condition-helped = con ayuda (ventaja en su próxima tirada)
condition-aiming = apuntando
condition-grappled = { $gender ->
        [f] apresada
       *[m] apresado
    }
condition-grappling = apresando a otro
condition-shielded = tras un escudo humano
condition-building-energy = acumulando energía (ventaja en su próximo lanzamiento)
condition-fleeing = huyendo
condition-stunned = { $gender ->
        [f] aturdida
       *[m] aturdido
    }
condition-cautious = { $gender ->
        [f] cautelosa
       *[m] cauteloso
    }
condition-all-out = ataque total
condition-defensive-stance = en postura defensiva
condition-running = corriendo
condition-guarding = en guardia
trigger-enters-reach = un enemigo entre en su alcance
trigger-moves-adjacent = un enemigo se ponga a su lado
trigger-attacks-ally = un enemigo ataque a un aliado
trigger-starts-to-cast = un enemigo empiece a lanzar un conjuro
trigger-enters-square = un enemigo pise { $at }
trigger-enters-area = un enemigo llegue a { $radius ->
        [one] 1 casilla
       *[other] { $radius } casillas
    } de { $at }
trigger-ally-passes = un aliado pase por { $at }
trigger-shoots = un enemigo dispare
trigger-draws = un enemigo desenvaine un arma
trigger-attacked = le ataque un enemigo
out-of-turn-readied = una acción preparada
out-of-turn-immediate = una acción inmediata
out-of-turn-free = una acción gratuita
readied-cast-at = lanzarle { $spell }
readied-move-to = moverse a { $at }
readied-move = moverse
readied-attack = atacar a { $target }
readied-cast = lanzar { $spell }
readied-door = abrir o cerrar la puerta de { $at }
readied-drink = tomar una poción
readied-draw = desenvainar { $weapons }
readied-reload = recargar
readied-total-defense = ponerse en defensa total
readied-other = { $command }
defence-auto = bloquear o esquivar, lo que tenga más probabilidad de funcionar, ante los
defence-block = bloquear los
defence-dodge = esquivar los
critical-policy-auto = lo mejor de cada
critical-policy-double = doble / contraataque
critical-policy-maximum = máximo / reducción

## El registro del combate

log-start = == { $level } (semilla { $seed }) ==
log-start-ruleset = == { $level } (semilla { $seed }, reglas { $ruleset }) ==
log-initiative = { $unit } tira iniciativa: d{ $die } { $roll } { $modifier } = { $total }
log-initiative-fixed = { $unit } tiene iniciativa fija { $total }
log-in-group = { $line } (una tirada para { $group })
log-order = Orden: { $units }
log-condition-on = { $unit } queda { $condition }
log-condition-off = { $unit } ya no está { $condition }
log-surprise-round = -- Ronda sorpresa (ronda { $round }) --
log-round = -- Ronda { $round } --
log-turn = Turno de { $unit }
log-action = { $unit }: { $action } (acción { $cost })
log-action-osr = { $unit }: { $action } ({ $kind ->
        [walk] caminar
        [turn] todo el turno
        [action] una acción
       *[free] gratis
    })
log-step = { $unit } pasa de { $from } a { $to } (coste { $cost })
log-dragged = { $by } arrastra a { $unit } de { $from } a { $to }
log-falls-back = { $unit } no puede quedarse en { $from }, el espacio de otra criatura, y retrocede a { $to }
log-coup-de-grace = { $attacker } da un golpe de gracia a { $target } con { $weapon }: crítico automático
log-coup-de-grace-begins = { $attacker } se dispone a dar un golpe de gracia a { $target }: caerá al comienzo de su próximo turno
log-coup-de-grace-lost = el golpe de gracia de { $attacker } a { $target } se pierde: { $why }
log-aid = { $helper } ayuda a { $ally }: { $bonus } en su siguiente { $aid }
log-aid-needless = { $helper } intenta ayudar a { $ally }, pero { $ally } no necesita la ayuda de { $helper }
log-aid-roll = { $helper } ayuda a { $ally } contra { $foe }: d20 { $roll }, { $total } contra Defensa 10: { $bonus } en su siguiente { $aid } contra { $foe }
log-aid-roll-fails = { $helper } intenta ayudar a { $ally } contra { $foe }: d20 { $roll }, { $total } contra Defensa 10: no le ayuda
log-aid-lapses = Se pasa la ayuda que { $helper } dio a { $ally }
log-aid-spent = { $ally } gasta la ayuda en su { $aid } contra { $foe }
log-dropped = { $unit } suelta { $thing } en { $at }
log-thrown-breaks = { $thing } de { $unit } se rompe en { $at }
log-thrown-lands = { $thing } de { $unit } cae en { $at }
log-picked-up = { $unit } recoge { $thing } de { $at }
log-shield-on = { $unit } se embraza el escudo
log-shield-off = { $unit } se quita el escudo
log-handed-over = { $unit } entrega { $thing } a { $to }
log-item-used = { $unit } gasta { $item }
log-item-ready = { $unit } saca { $item }: ya lo tiene a mano
log-effect-starts-for = { $spell } surte efecto sobre { $unit } durante { $rounds } { $rounds ->
        [one] ronda
       *[other] rondas
    }
log-effect-starts = { $spell } surte efecto sobre { $unit }
log-effect-ends = { $spell } termina sobre { $unit }
log-trigger-fires = se dispara el disparador { $trigger } del nivel
log-trigger-rearmed = el disparador { $trigger } del nivel puede volver a dispararse
log-message = ** { $text } **
log-mounted = { $unit } monta en { $mount } en { $at }
log-falls-from = { $unit } cae de { $mount } a { $to }
log-dismounted = { $unit } desmonta de { $mount } a { $to }
log-ride-check = { $unit } tirada de montar para { $why }: d20 { $roll } { $bonus } = { $total } contra CD { $dc }: { $result }
log-made = superada
log-failed = fallada
log-saddle-roll = { $unit } se desploma en la silla: d100 { $roll } contra { $chance }: { $result }
log-stays-on = sigue montado
log-falls = cae
log-mount-turn = { $unit } lleva a { $rider }: actúa en el turno de su jinete
log-leaves-fight = { $unit } abandona el combate: { $why }
log-door-toggled = { $unit } cambia la puerta de { $at }: ahora es { $terrain }
log-joined-rolls = { $unit } se une al combate con { $side } en { $at }: iniciativa d20 { $roll } { $modifier } = { $total }
log-joined = { $unit } se une al combate con { $side } en { $at }: iniciativa { $total }
log-side-changed = { $unit } lucha ahora con { $side }
log-alert = { $unit } está alerta
log-unaware = { $unit } es pillado por sorpresa
log-channeling-starts = { $unit } empieza a lanzar { $spell }: { $turns ->
        [one] falta { $turns } turno
       *[other] faltan { $turns } turnos
    }
log-channeling-done = { $unit } termina de lanzar { $spell }
log-channeling-continues = { $unit } sigue lanzando { $spell }: { $turns ->
        [one] falta { $turns }
       *[other] faltan { $turns }
    }
log-channeling-lost = { $unit } pierde { $spell }: { $why }
log-dispel-check = { $caster } intenta anular { $spell } sobre { $target }: d20 { $roll } = { $total } contra CD { $dc }: { $result }
log-dispelled = anulado
log-it-holds = resiste
log-effects-tick = los conjuros de { $caster } descuentan una ronda
log-turn-lost = { $unit } está { $why } y pierde su turno
log-cast = { $unit } lanza { $spell } ({ $left ->
        [one] le queda { $left } hoy
       *[other] le quedan { $left } hoy
    })
log-cast-defensively = { $unit } lanza { $spell } a la defensiva ({ $left ->
        [one] le queda { $left } hoy
       *[other] le quedan { $left } hoy
    })
log-arcane-failure = fallo arcano de { $unit }: d100 { $roll } contra { $percent } %: { $result }
log-spell-fails = el conjuro falla
log-no-failure = sin fallo
log-concentration = { $unit } se concentra ({ $why }): { $roll } → { $total } contra CD { $dc }: { $result }
log-keeps-spell = mantiene el conjuro
log-loses-spell = pierde el conjuro
log-area = { $shape }: { $squares } { $board ->
        [hex] { $squares ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $squares ->
            [one] espacio
           *[other] espacios
        }
    }, alcanza a { $units }
log-area-empty = { $shape }: { $squares } { $board ->
        [hex] { $squares ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $squares ->
            [one] espacio
           *[other] espacios
        }
    }, no alcanza a nadie
log-magic-resistance = { $caster } contra la resistencia a la magia { $resistance } de { $target }: { $roll } → { $total }: { $result }
log-overcome = superada
log-resisted = resistido
log-heal = { $unit } se cura { $amount } ({ $dice }: { $faces }){ $hp ->
    [hidden] {""}
   *[other] ; { $hp } de vida
}
log-loaded = { $unit } carga { $weapon }
log-unloaded = { $weapon } de { $unit } debe cargarse de nuevo
log-wield = { $unit } tiene ahora en la mano { $weapons }
list-and = {" "}y{" "}
log-ready = { $unit } prepara un ataque para cuando { $trigger }
log-ready-fires = { $target } dispara la acción preparada de { $unit }
log-ready-lapses = la acción preparada de { $unit } se pierde
log-ready-action = { $unit } prepara una acción ({ $action }) para cuando { $trigger }
log-out-of-turn = { $unit } actúa fuera de su turno: { $act }
log-out-of-turn-refused = la acción fuera de turno de { $unit } no puede hacerse y se pierde: { $reason }
log-out-of-turn-ends = termina la acción fuera de turno de { $unit }
log-item-spell = { $unit } usa { $item }: { $spell } ({ $left ->
        [one] queda 1 carga
       *[other] quedan { $left } cargas
    })
log-reaction-set = { $unit } usará { $spell } cuando { $trigger }
log-reaction-cleared = { $unit } ya no usa { $spell } al instante
log-aoo = { $target } provoca un ataque de oportunidad de { $attacker }
log-defense-normal = Defensa
log-defense-flat-footed = Defensa desprevenida
log-defense-touch = Defensa de toque
log-defense-flat-footed-touch = Defensa de toque desprevenida
log-threat-confirm = ; amenaza de crítico, confirmación d20 { $roll } = { $total }
log-critical = : CRÍTICO
log-not-confirmed = : no confirmado
log-attack = { $attacker } ataca a { $target } con { $weapon }: d20 { $roll } { $modifiers } = { $total } contra { $kind } { $defense }: { $result }{ $threat }
log-hit = impacto
log-miss = fallo
log-damage = { $target } recibe { $amount } de daño de { $source }{ $detail }{ $hp ->
        [hidden] {""}
        [one] ; le queda { $hp } de vida
       *[other] ; le quedan { $hp } de vida
    }
log-damage-wounds = { $target } recibe { $amount } de daño de { $source }{ $detail }{ $wounds ->
        [hidden] {""}
        [one] ; le queda 1 Herida
       *[other] ; le quedan { $wounds } Heridas
    }
log-heal-wounds = { $unit } se cura { $amount } ({ $dice }: { $faces }){ $wounds ->
    [hidden] {""}
    [one] ; 1 Herida
   *[other] ; { $wounds } Heridas
}
log-damage-reduced = , { $amount } reducido
log-damage-doubled = , doblado por vulnerabilidad
log-damage-doubled-after-armour = , doblado por el 1 natural al evitar
log-damage-incorporeal-half = , a la mitad: un golpe mágico sobre un cuerpo incorporal
log-damage-incorporeal-nothing = , nada: no es mágico y atraviesa un cuerpo incorporal
log-health-state = { $unit } está { $state }
log-save = { $unit } tira salvación de { $kind }: d20 { $roll } { $modifiers } = { $total } contra CD { $dc }: { $result }
log-save-fortitude = Fortaleza
log-check = { $unit } tira { $ability } ({ $why }): d20 { $roll } { $modifiers } = { $total } contra CD { $dc }: { $result }
log-save-reflex = Reflejos
log-save-will = Voluntad
log-success = éxito
log-failure = fracaso
log-delay-after = { $unit } retrasa su iniciativa hasta después de { $after }
log-delay-end = { $unit } retrasa su iniciativa hasta el final del orden
log-waits = { $unit } espera para actuar antes de cualquier turno posterior
log-acts-now = { $unit } deja de esperar y actúa antes que { $before }
log-turn-resumes = { $unit } retoma su turno
log-turn-end = { $unit } termina su turno
log-negative-levels = { $unit } recibe { $levels ->
    [one] un nivel negativo
   *[other] { $levels } niveles negativos
} de { $source } ({ $dice }): { $total } en total
log-rejected = RECHAZADO ({ $unit }): { $reason }
log-end-winner = == El combate ha terminado. Vence: { $side } ==
log-end-nobody = == El combate ha terminado: no queda nadie en pie ==
log-test = { $unit } tira por { $why }: { $roll }
log-strike = { $attacker } golpea a { $target } con { $weapon }: { $outcome }{ $result }
log-strike-roll = { $roll }
log-strike-auto = sin tirada ({ $why })
log-strike-avoid = { $target } debe evitarlo
log-strike-lands = , acierta
log-strike-misses = , falla
log-reaction = { $defender } intenta { $kind }: { $roll }{ $result }
log-avoided = , lo evita
log-too-slow = , demasiado lento
log-critical-amount = { $unit }: { $effect } { $amount } contra { $against }
log-critical-effect = { $unit }: { $effect } contra { $against }
log-usage = { $item } de { $unit }: dado de uso d{ $die } saca { $roll }, { $result }
log-usage-breaks = se rompe
log-usage-holds = aguanta
log-usage-now = ahora d{ $die }
log-morale = { $side } chequea la moral ({ $why }): 2d6 { $faces } = { $total } contra { $morale }: { $result }
log-they-hold = resisten
log-they-break = se desmoronan
log-dying = { $unit } está muriendo: { $turns ->
        [one] le queda { $turns } turno para que lo atiendan
       *[other] le quedan { $turns } turnos para que lo atiendan
    }
log-defence-set = { $unit } va a { $policy } ataques
log-critical-set = { $unit } elegirá { $policy } con un 20 natural
log-manoeuvre-on = { $unit } { $what } { $target }
log-manoeuvre = { $unit } { $what }

## El desglose de una tirada (pruebas OSR)

roll-against = = { $total } contra { $target }+: { $result }
roll-against-at-most = = { $total } contra { $target } o menos: { $result }
roll-yes = sí
roll-no = no
roll-natural-20 = (20 natural)
roll-natural-1 = (1 natural)

## Por qué no se puede hacer una orden (el motivo tras los dos puntos)

why-a-unit-cannot-aid-itself = una unidad no puede ayudarse a sí misma
why-not-an-ally = no es un aliado
why-it-must-be-adjacent = tiene que estar al lado
why-no-shield = no tiene escudo
why-no-shield-to-strap-on = no lleva escudo que embrazar
why-no-shield-on = no lleva el escudo embrazado
why-hand-over-to-an-ally = { $to } no es un aliado: los objetos se entregan a aliados
why-a-unit-cannot-hand-itself = no puede entregarse algo a sí mismo
why-cannot-take-it = { $to } no puede tomarlo ahora
why-out-of-handing-reach = { $to } está más allá de su alcance de { $reach } { $board ->
        [hex] { $reach ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $reach ->
            [one] espacio
           *[other] espacios
        }
    }
why-give-at-or-facing-not-both = indica `at` o `facing`, no ambos
why-a-facing-only-aims-cones-and = una orientación solo apunta conos y líneas
why-no-such-facing-on-hex = un tablero de hexágonos no tiene orientación norte ni sur
why-it-knows-no-spells = no conoce ningún conjuro
why-it-does-not-know-that-spell = no conoce ese conjuro
why-ready-weapon-or-action = una acción preparada es un ataque con un arma u otra acción, no ambas cosas
why-no-readying-against-casters-here = este nivel no juega preparar acciones contra lanzadores (rules: ready_against_casters: false)
why-ready-own-command = una orden preparada es de la propia unidad, no de { $other }
why-ready-not-this = no se puede preparar { $command }: no es una sola acción hecha de una vez
why-not-an-immediate-spell = no es una acción inmediata de la unidad
why-cannot-act-now = no puede actuar ahora
why-immediate-taken = ya usó su acción inmediata esta ronda (la acción veloz de su próximo turno)
why-not-a-magic-item = `{ $item }` no es un objeto mágico
why-name-the-item-s-spell = nombra el conjuro de `{ $item }` que se usa (`spell`)
why-the-item-holds-no-such-spell = `{ $item }` no guarda el conjuro `{ $spell }`
why-not-enough-charges = a `{ $item }` { $left ->
        [one] le queda 1 carga
       *[other] le quedan { $left } cargas
    } y este uso gasta { $needs }
why-only-arcane-casters-read-a-codex = solo un lanzador arcano puede leer un códice
why-only-casters-use-it = solo un lanzador de conjuros puede lanzar con él
why-it-has-no-uses-of-it = no le quedan usos hoy
why-it-is-silenced-and-its-verbal = está { $gender ->
        [f] silenciada
       *[m] silenciado
    } y el componente verbal hay que pronunciarlo
why-it-only-affects-the-caster = solo afecta al lanzador
why-name-the-target-unit = indica la unidad objetivo (`target`)
why-it-cannot-see-its-target = no ve a su objetivo
why-give-the-square-or-intersection-at = indica el espacio o la intersección `at`
why-aim-it-at-another-square = apúntalo a otro espacio
why-its-concentration-broke = se le rompió la concentración
why-name-at-least-one-weapon = indica al menos un arma
why-take-out-then-use = hay que sacar antes { $item } (una acción de movimiento) y luego usarlo (una acción estándar), y al turno no le quedan las dos
why-a-creature-cannot-ride-itself = una criatura no puede montarse a sí misma
why-no-mounted-combat-here = este nivel no juega el combate montado (rules: mounted_combat: false)
why-it-has-a-rider-of-its = ya lleva su propio jinete
why-it-is-prone-stand-up-first = está { $gender ->
        [f] tumbada
       *[m] tumbado
    }: ponte de pie antes
why-that-creature-is-not-a-mount = esa criatura no es una montura
why-that-mount-is-not-of-its = esa montura no es de su bando
why-the-mount-cannot-act = la montura no puede actuar
why-it-is-not-next-to-the = no está junto a la montura
why-it-is-not-riding = no va montado
why-no-free-square-next-to-its = no hay ningún espacio libre junto a su montura
why-land-well = caer bien
why-control-mount = dominar una montura sin entrenamiento de combate
why-it-flees-the-field = huye del campo de batalla
why-it-knows-no-powers = no conoce ningún poder
why-that-manoeuvre-is-a-melee-attack = esa maniobra es un ataque cuerpo a cuerpo
why-it-has-no-melee-weapon-in = no tiene ningún arma cuerpo a cuerpo en la mano
why-it-cannot-see-the-target = no ve al objetivo
why-it-holds-no-ranged-weapon = no empuña ningún arma a distancia
why-the-target-is-not-in-sight = el objetivo no está a la vista y a su alcance
why-the-creature-is-larger-than-it = la criatura es más grande que { $gender ->
        [f] ella
       *[m] él
    }
why-it-already-holds-a-creature = ya tiene apresada a una criatura
why-it-holds-nobody = no tiene apresado a nadie
why-it-is-not-on-the-board = no está en el tablero
why-first-aid-needs-a-medicine-kit = los primeros auxilios necesitan un botiquín (sin él, solo se puede estabilizar a un aliado moribundo)
why-there-is-nothing-to-tend = no hay nada que curar
why-it-carries-nothing-to-use = no lleva nada que usar
why-it-holds-nothing-to-throw = no tiene nada en la mano que lanzar
why-it-cannot-throw-at-itself = no puede lanzarse nada a sí mismo
why-its-somatic-component-needs-a-free = su componente somático necesita una mano libre (guarda antes un arma)
why-hurt-while-casting = herido mientras lanzaba
why-casting-defensively = lanzando a la defensiva
why-hurt-while-keeping-a-spell-up = herido mientras mantenía un conjuro
why-that-mount-carries-nobody-while-it = esa montura no lleva a nadie mientras ella misma va montada
why-it-fell = ha caído
why-changing-weapons-is-the-turn-s = cambiar de armas es la acción del turno (Draw), no parte de una caminata
why-a-quick-attack-follows-a-melee = un ataque rápido sigue a un ataque cuerpo a cuerpo
why-a-quick-attack-needs-a-light = un ataque rápido necesita un arma ligera cuerpo a cuerpo
why-it-is-already-beside-the-target = ya está junto al objetivo: ataca en su lugar
why-no-path-reaches-the-target-within = ningún camino llega al objetivo con el doble de su movimiento
why-it-must-be-beside-the-creature = tiene que estar junto a la criatura para apresarla
why-the-target-is-more-than-half = el objetivo está a más de la mitad de su movimiento
why-that-patient-had-first-aid-this = ese herido ya recibió primeros auxilios en este combate
why-a-charge-takes-the-whole-turn = una carga ocupa todo el turno
why-a-tackle-takes-the-whole-turn = un placaje ocupa todo el turno
why-throw-at-a-creature-target-or = lanza a una criatura (`target`) o a un espacio (`at`), a uno de los dos
why-aid-needs-plus-2 = para ayudar hace falta al menos +2 al ataque; tiene { $bonus }
why-aid-no-foe-in-reach = no tiene a su alcance cuerpo a cuerpo ningún enemigo contra el que ayudar
why-aid-foe-out-of-reach = { $foe } no es un enemigo a su alcance cuerpo a cuerpo
why-no-such-foe = no hay ningún { $foe }
why-spell-out-of-reach = { $target } está a { $distance } { $board ->
        [hex] { $distance ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $distance ->
            [one] espacio
           *[other] espacios
        }
    }; el conjuro alcanza { $reach }
why-beyond-range = { $at } está más allá de su alcance de { $range } { $board ->
        [hex] { $range ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $range ->
            [one] espacio
           *[other] espacios
        }
    }
why-wall-before-intersection = hay un muro entre { $gender ->
        [f] ella
       *[m] él
    } y la intersección { $at }
why-wall-before-cell = hay un muro entre { $gender ->
        [f] ella
       *[m] él
    } y { $at }
why-target-gone = { $target } se ha ido o está fuera de su alcance
why-in-the-saddle = { $unit } va en la silla
why-already-riding = ya va montado en { $mount }
why-not-next-to-mount = { $to } no está junto a su montura
why-not-free-to-stand = { $to } no está libre para ponerse en él
why-no-rider-to-guide = no tiene jinete que la guíe después de que { $rider } cayera
why-it-is = está { $state }
why-is-not-an-ally = { $ally } no es un aliado
why-is-not-beside-it = { $ally } no está a su lado
why-is-not-fascinated = { $ally } no está bajo ninguna fascinación
why-getting-out-takes-the-turn = sacar { $item } de la mochila ocupa todo el turno
why-target-helpless = el objetivo está indefenso
why-target-knocked-out = el objetivo está noqueado
why-target-asleep = el objetivo está dormido
why-nothing-can-land = nada puede caer en { $at }
why-throw-too-far = { $at } está a { $distance } { $board ->
        [hex] { $distance ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $distance ->
            [one] espacio
           *[other] espacios
        }
    }; un lanzamiento alcanza { $reach }
why-cannot-see-square = no ve { $at }
why-carries-no-item-to-throw = no lleva { $item } que lanzar
why-not-in-hand-draw = no tiene { $item } en la mano (equípalo antes)
why-needs-strength = { $item } necesita Fuerza { $least }; tiene { $strength }
why-mount-too-small = una montura { $mount } no puede llevar a un jinete { $rider }
why-carries-no-weapon = no lleva el arma `{ $weapon }`
why-takes-hands-with-shield = eso ocupa { $hands } manos con el escudo
why-takes-hands = eso ocupa { $hands } manos
why-cannot-step = no puede pasar de { $from } a { $to }
why-difficult-terrain = { $at } es terreno difícil
why-in-the-way = { $unit } corta el paso en { $at }
why-attack-square-taken = el espacio desde el que atacar, { $at }, está ocupado
why-charge-draws-within-speed = si desenvaina por el camino, una carga no va más allá de su velocidad ({ $speed })
why-charge-too-far = la carga necesita { $cost } { $board ->
        [hex] { $cost ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $cost ->
            [one] espacio
           *[other] espacios
        }
    } de movimiento y tiene { $max }
why-charge-too-short = una carga recorre al menos { $min } { $board ->
        [hex] { $min ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $min ->
            [one] espacio
           *[other] espacios
        }
    }
why-it-is-already-in-reach-attack = ya lo tiene a su alcance: ataca en su lugar
why-no-square-to-attack-from = no hay ningún espacio desde el que atacar
why-ranged-cannot-find-invisible = un ataque a distancia no encuentra a un objetivo invisible

## Las acciones como las nombra el registro

action-total-defense = defensa total
action-move = moverse
action-run = correr
action-withdraw = retirada
action-step = paso de un espacio
action-crawl = gatear
action-dismount = desmontar
action-stand-up = ponerse de pie
action-drop-prone = dejarse caer
action-ready-an-attack = preparar un ataque
action-ready-an-action = preparar una acción
action-use-item = usar { $item }
action-flee = huir
action-build-energy = acumular energía
action-aid = ayudar a { $ally }
action-attack = atacar a { $target }
action-coup-de-grace = golpe de gracia a { $target }
action-attack-two-weapons = atacar a { $target } con dos armas
action-cancel = cancelar { $spell }
action-cast = lanzar { $spell }
action-charge = cargar contra { $target }
action-load = cargar { $weapon }
action-draw = equipar { $weapons }
action-move-drawing = moverse equipando { $weapons }
action-drink = beber { $item }
action-take-out = sacar { $item }
action-mount = montar en { $mount }
action-control-mount = dominar la montura
action-pick-up = recoger { $thing }
action-shield-on = embrazar el escudo
action-shield-off = quitarse el escudo
action-hand-over = entregar { $thing } a { $to }
action-pour-potion = darle a beber { $thing } a { $to }
action-drop = soltar { $thing }
action-get-out = sacar { $item }
action-use = usar { $item }
action-throw = lanzar { $item } a { $at }
action-on = { $what } { $target }
action-defensive-position = posición defensiva
action-change-weapons = cambiar de armas a { $weapons }
action-door = { $verb } la { $door } de { $at }

## Para qué es una prueba

test-surprise = sorpresa
test-initiative = iniciativa
test-concentration = concentración
test-first-aid = primeros auxilios
test-stabilise = estabilizar
test-breaking-free = liberarse
test-casting = lanzar { $spell }
test-whether-breaks = si { $item } se rompe

## Por qué un bando chequea la moral

morale-the-script-calls-for-it = lo pide el guion del nivel
morale-its-leader-fell = su líder ha caído
morale-half-of-it-is-down = la mitad ha caído
morale-outnumbered = le superan dos a uno

## Las formas de las áreas

shape-cone = cono de { $length } hacia { $facing }
shape-line = línea de { $length } hacia { $at }
shape-sphere = esfera de { $radius } en la esquina { $at }
shape-sphere-on-cell = esfera de { $radius } en { $at }
shape-cube = cubo de { $side } desde { $at }
shape-cube-on-cell = cubo de { $side } en { $at }
shape-area = el área

## Una etiqueta tal cual

just = { $text }

## Las etiquetas del motor y de los datos que trae el juego

term-bab = BAB
term-str = Fue
term-dex = Des
term-con = Con
term-wis = Sab
term-base = base
term-armor = armadura
term-natural-armor = armadura natural
term-shield = escudo
term-weapon = arma
term-item = objeto
term-spell = conjuro
term-creature = criatura
term-armour = armadura
term-hit-location-table = tabla de localizaciones
term-occupation = oficio
term-power = poder
term-size = tamaño
term-level = nivel
term-aid = ayuda
term-hero-point = punto de héroe
term-magic-knowledge = Conocimiento de conjuros
term-identify-the-spell = para identificar el conjuro
term-bonus = bonificador
term-late-bonus = bonificador tras la tirada
term-reroll = volver a tirar
term-late-aid = ayuda tras la tirada
term-act-now = actuar fuera de turno
term-extra-move = acción de movimiento extra
term-extra-standard = acción estándar extra
term-recall = recordar un hechizo
term-cheat-death = burlar a la muerte
term-charge = carga
term-cover = cobertura
term-prone = { $gender ->
        [f] tumbada
       *[m] tumbado
    }
term-spells = conjuros
term-higher-ground = terreno elevado
term-range-increments = incrementos de distancia
term-fighting-defensively = luchar a la defensiva
term-two-light-weapons = dos armas ligeras
term-two-one-handed-weapons = dos armas a una mano
term-main-hand = mano hábil
term-off-hand = mano torpe
term-saved-half = salvación: mitad
term-entangled = { $gender ->
        [f] enmarañada
       *[m] enmarañado
    }
term-violence = violencia
term-enhancement = mejora
term-deflection = desvío
term-divine = divino
term-dodge = esquivar
term-morale = moral
term-situation = situación
term-potencia = Potencia
term-avoided-this-round = ya evitó esta ronda
term-both-hands = a dos manos
term-counter = contraataque
term-disarm = desarmar
term-grappling-another = apresando a otro
term-nothing-to-block-with = nada con que bloquear
term-quick-attack = ataque rápido
term-reduction = reducción
term-target-s-guard = guardia del objetivo
term-strength = Fuerza
term-agility = Agilidad
term-mind = Mente
term-intuition = Intuición
term-presence = Presencia
term-resistance = Resistencia
term-2d20-keep-best = 2d20 el mejor
term-2d20-keep-worst = 2d20 el peor
term-block = bloquear
term-fumble = pifia
term-double = doble
term-maximum = máximo
term-takes-the-blow-for = recibe el golpe por
term-protects = protege a
term-helps = ayuda a
term-aims-at = apunta a
term-grapples = apresa a
term-tends = atiende a
term-shields = se escuda tras
term-attack-defensively = ataque defensivo a
term-quick-attack-on = ataque rápido a
term-knock-out = dejar sin sentido a
term-protect = proteger a
term-help = ayudar a
term-aim-at = apuntar a
term-grapple = apresar a
term-crush = aplastar a
term-tackle = placar a
term-first-aid-on = primeros auxilios a
term-stabilise = estabilizar a
term-stabilising = para estabilizarse
term-constitution = Constitución
term-below-0 = bajo 0
term-attack = ataque
term-defense = Defensa
term-healthy = { $gender ->
        [f] sana
       *[m] sano
    }
term-disabled = { $gender ->
        [f] incapacitada
       *[m] incapacitado
    }
term-dying = muriendo
term-stable = estable
term-dead = { $gender ->
        [f] muerta
       *[m] muerto
    }
term-surrendered = { $gender ->
        [f] rendida
       *[m] rendido
    }
term-unconscious = inconsciente
term-asleep = { $gender ->
        [f] dormida
       *[m] dormido
    }
term-stunned = { $gender ->
        [f] aturdida
       *[m] aturdido
    }
term-standard = estándar
term-move = de movimiento
term-double-move = de movimiento doble
term-full-round = total
term-swift = veloz
term-immediate = inmediata
term-free = gratuita
term-withdraw = retirada
term-one-square-step = paso de un espacio
term-crawl = gatear
term-core = básicas
term-osr = OSR
term-wfrp = WFRP
term-n = N
term-ne = NE
term-e = E
term-se = SE
term-s = S
term-sw = SO
term-w = O
term-nw = NO
term-diminutive = diminuto
term-tiny = menudo
term-small = pequeño
term-medium = mediano
term-large = grande
term-huge = enorme
term-colossal = colosal
term-open = abrir
term-close = cerrar
term-door = puerta cerrada
term-open-door = puerta abierta
term-floor = Suelo
term-grass = Hierba
term-stone-wall = Muro de piedra
term-rubble = Escombros
term-thick-brush = Maleza espesa
term-shallow-water = Agua poco profunda
term-deep-water = Agua profunda
term-bridge = Puente
term-closed-door = Puerta cerrada
term-crates = Cajas
term-barricade = Barricada
term-fog-bank = Banco de niebla
term-darkness = Oscuridad
term-battleaxe = Hacha de batalla
term-bite = Mordisco
term-claw = Garra
term-dagger = Daga
term-greataxe = Gran hacha
term-greatclub = Gran clava
term-quarterstaff = Bastón
term-military-saddle = Silla de montar militar
term-greatsword = Mandoble
term-heavy-crossbow = Ballesta pesada
term-heavy-mace = Maza pesada
term-hooves = Cascos
term-javelin = Jabalina
term-lance = Lanza de caballería
term-light-crossbow = Ballesta ligera
term-long-bow = Arco largo
term-arrows = flechas
term-bolts = virotes
term-longsword = Espada larga
term-unarmed-strike = Golpe sin armas
term-mace = Maza
term-scimitar = Cimitarra
term-short-bow = Arco corto
term-short-sword = Espada corta
term-silver-longsword = Espada larga de plata
term-rune-longsword = Espada larga rúnica
term-draining-slam = Golpe que consume
term-chilling-touch = Toque gélido
term-slam = Porrazo
term-sling = Honda
term-spear = Lanza
term-stone = Piedra
term-plank = Tablón
term-barrel = Barril
term-heavy-load = Carga pesada
term-breastplate = Coraza
term-buckler = Rodela
term-chain-mail = Cota de mallas
term-chain-shirt = Camisa de mallas
term-full-plate = Armadura completa
term-heavy-steel-shield = Escudo pesado de acero
term-leather-armor = Armadura de cuero
term-leather-armour = Armadura de cuero
term-light-wooden-shield = Escudo ligero de madera
term-padded-armor = Armadura acolchada
term-plate-armour = Armadura de placas
term-scale-mail = Cota de escamas
term-tower-shield = Escudo de torre
term-flask-of-acid = Frasco de ácido
term-alchemist-fire = Fuego de alquimista
term-holy-water = Agua bendita
term-burning = fuego
term-alchemist-s-fire = Fuego de alquimista
term-healing-draught = Tónico curativo
term-herbal-poultice = Cataplasma de hierbas
term-potion-of-greater-healing = Poción de curación mayor
term-potion-of-healing = Poción de curación
term-wand-of-burning-hands = Vara de manos ardientes
term-scroll-of-sleep = Papiro de sueño
term-scroll-of-cure-light-wounds = Papiro de curar heridas leves
term-staff-of-fire = Bastón de fuego
term-codex-of-binding = Códice de ataduras
term-amulet-of-faith = Amuleto de fe
term-wand-of-sparks = Varita de chispas
term-acid-arrow = Flecha ácida
term-bane = Perdición
term-barkskin = Piel robliza
term-burning-hands = Manos ardientes
term-cone-of-cold = Cono de frío
term-cure-light-wounds = Curar heridas leves
term-daze = Aturdir
term-dispel-magic = Disipar magia
term-entangle = Enmarañar
term-fire-dart = Dardo de fuego
term-fireball = Bola de fuego
term-firestorm = Tormenta de fuego
term-grease = Grasa
term-lightning-bolt = Relámpago
term-mend-wounds = Cerrar heridas
term-ray-of-frost = Rayo de escarcha
term-enervation = Enervación
term-shield-of-faith = Escudo de fe
term-guided-blow = Golpe guiado
term-adrenaline = Adrenalina
term-shocking-grasp = Toque electrizante
term-shocking-touch = Toque eléctrico
term-silence = Silencio
term-sleep = Sueño
term-thunderclap = Trueno
term-vanish = Desvanecerse
term-archer = Arquero
term-bandit = Bandido
term-fighter = Guerrero
term-marauder = Merodeador
term-fire-beetle = Escarabajo de fuego
term-goblin = Goblin
term-wight = Tumulario
term-ghost = Fantasma
term-goblin-boss = Jefe goblin
term-goblin-hexer = Hechicero goblin
term-goblin-shaman = Chamán goblin
term-healer = Sanador
term-knight = Caballero
term-ogre = Ogro
term-orc = Orco
term-priest = Sacerdote
term-riding-wolf = Lobo de monta
term-saint = Santo
term-scout = Explorador
term-shaman = Chamán
term-soldier = Soldado
term-sorcerer = Hechicero
term-warden = Guardabosques
term-warhorse = Caballo de guerra
term-werewolf = Hombre lobo
term-wizard = Mago
term-wolf = Lobo
term-strain = esfuerzo
term-padded = Armadura acolchada
term-leather = Armadura de cuero
term-light-shield = Escudo ligero de madera
term-heavy-shield = Escudo pesado de acero
term-wall = Muro de piedra
term-brush = Maleza espesa
term-shallows = Agua poco profunda
term-shortsword = Espada corta
term-shortbow = Arco corto
term-longbow = Arco largo
term-hoof = Cascos
term-acid-flask = Frasco de ácido
term-chain = Cota de mallas
term-plate = Armadura de placas
term-a-fall-from-the-saddle = una caída de la silla
term-bleeding = hemorragia
term-d20 = d20
term-d100 = d100

## Los paneles del combate: iniciativa, objetivos, la ficha de la unidad, avisos, el cartel final

hud-initiative = Iniciativa
hud-objectives = Objetivos
hud-threats-button = Amenazas [T]
hud-range-button = Alcance [R]
help-flat-footed = { $gender ->
        [f] desprevenida
       *[m] desprevenido
    } (sin Des ni escudo a la Defensa, sin ataques de oportunidad)
help-prone = { $gender ->
        [f] tumbada
       *[m] tumbado
    } (-4 a la Defensa cuerpo a cuerpo, +4 a distancia; -4 a sus ataques cuerpo a cuerpo)
help-charged-osr = ha cargado: desventaja para evitar hasta su próximo turno
help-charging = cargando (-2 a la Defensa hasta su próximo turno)
help-total-defense = defensa total (+2 a la Defensa, +4 con escudo)
help-shield-bashed = ha golpeado con el escudo: sin la Defensa del escudo hasta su próximo turno
help-aided-attack = con ayuda: +2 a su próximo ataque
help-aided-defense = con ayuda: +2 a la Defensa contra el próximo ataque
help-defensive-position = posición defensiva: ventaja para evitar
help-defensive-fighting = lucha defensiva: +2 para evitar
help-protected = bajo protección: ventaja para evitar
help-helped = con ayuda: ventaja en su próxima tirada
help-aiming = apuntando: ventaja en su próximo disparo al objetivo
help-grappled = { $gender ->
        [f] apresada
       *[m] apresado
    }: solo puede intentar liberarse
help-grappling = apresando: mitad de movimiento, -2 contra otros
help-shielded = escudo humano: un aliado recibe los ataques mientras no se mueva
help-building-energy = acumulando energía: ventaja en su próximo lanzamiento
help-fleeing = huyendo: corre hacia una salida y ya no lucha
help-cautious = cauteloso: +10 % a sus paradas y esquivas hasta su siguiente turno
help-running = corriendo: hasta su siguiente turno, los disparos contra la unidad tienen −20 % y los golpes +20 %
help-guarding = en guardia: puede parar un golpe cuerpo a cuerpo hasta su siguiente turno
help-defensive-stance = postura defensiva: los golpes cuerpo a cuerpo contra él tienen −20 % hasta su siguiente turno
help-all-out = ataque total: no puede parar ni esquivar hasta su siguiente turno
help-charged-wfrp = ha cargado: su golpe al final de la carga tuvo +10 % a la HA
help-prone-wfrp = en el suelo: levantarse es media acción; los golpes cuerpo a cuerpo contra la unidad tienen +20 %, y no puede esquivar
help-stunned-wfrp = aturdido: pierde su siguiente turno; los golpes cuerpo a cuerpo contra él tienen +20 %
help-disabled = { $gender ->
        [f] incapacitada
       *[m] incapacitado
    }: una acción por turno; una acción estándar cuesta 1 de vida
help-dying-osr = muriendo: { $turns ->
        [one] le queda { $turns } turno para que lo atiendan
       *[other] le quedan { $turns } turnos para que lo atiendan
    } (primeros auxilios)
help-dying = muriendo: una salvación de Fortaleza cada ronda contra CD { $dc } (10 + el daño recibido)
help-coup-de-grace = golpe de gracia a { $target }: cae al comienzo del próximo turno, si { $target } sigue indefenso y al alcance
help-stable = estable
panel-hp = Vida { $hp }/{ $max }  { $state }
panel-hp-hidden = Vida: { $look }
hp-look-unhurt = { $gender ->
        [f] ilesa
       *[m] ileso
    }
hp-look-hurt = { $gender ->
        [f] herida
       *[m] herido
    }
hp-look-badly-hurt = { $gender ->
        [f] malherida
       *[m] malherido
    }
panel-walk-osr = Camina { $speed } { $board ->
        [hex] { $speed ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $speed ->
            [one] espacio
           *[other] espacios
        }
    }; correr o cargar, { $run }
panel-defense = Defensa { $defense }  desprevenida { $flat }  de toque { $touch }
panel-reach = alcance { $reach }
panel-range = distancia { $range }
panel-range-increments = distancia { $range } (−2 por cada { $range } más, hasta { $farthest })
panel-ammunition = { $count } { $kind }
panel-in-hand = en la mano
panel-carried = guardada
panel-broken = rota
panel-broken-armour = Equipo roto: { $gear } (su bonificador cuenta la mitad)
panel-hero-points = Puntos de héroe: { $points }
panel-speed-riding = Velocidad { $speed } { $board ->
        [hex] { $speed ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $speed ->
            [one] espacio
           *[other] espacios
        }
    }, montado en { $mount } (+1 cuerpo a cuerpo contra enemigos menores a pie)
panel-speed-carrying = Velocidad { $speed } { $board ->
        [hex] { $speed ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $speed ->
            [one] espacio
           *[other] espacios
        }
    }; lleva a { $rider } y actúa en su turno
panel-speed = Velocidad { $speed } { $board ->
        [hex] { $speed ->
            [one] hexágono
           *[other] hexágonos
        }
       *[other] { $speed ->
            [one] espacio
           *[other] espacios
        }
    }
panel-carries = Lleva: { $items }
panel-feats = Dotes: { $feats }
feat-two-weapon-fighting = Combate con dos armas
help-feat-two-weapon-fighting = Con dos armas, 2 menos de penalizador en la mano hábil y 6 menos en la torpe (penalizadores de dos armas de la semilla 001)
panel-casting = Lanzando { $spell }: { $turns ->
        [one] su próximo turno va
       *[other] sus próximos { $turns } turnos van
    } a ello; una herida puede romperlo
panel-bonus = { $amount } de { $kind } a { $to ->
        [defense] la Defensa
        [attacks] los ataques
       *[saves] las salvaciones
    }
panel-coup-de-grace = golpe de gracia a { $target }
panel-rounds-left = { $rounds } { $rounds ->
        [one] ronda
       *[other] rondas
    }
panel-dispellable = anulable
goal-default = Cada bando: derrotar a todos los enemigos
goal-defeat-all = derrotar a todos los enemigos
goal-survive = sobrevivir { $rounds } { $rounds ->
        [one] ronda
       *[other] rondas
    } (ronda { $round })
goal-reach = llevar a { $unit } a los espacios { $from }–{ $to }
goal-a-unit = una unidad
goal-protect = mantener con vida a { $unit }
goal-defeat = derrotar a { $unit }
goal-of-side = { $side }: { $goal }
hint-withdraw = Retirada: pulsa en un espacio (Esc cancela)
hint-step = Paso de un espacio: pulsa en un espacio adyacente (Esc cancela)
hint-crawl = Gatear: pulsa en un espacio adyacente (Esc cancela)
hint-charge = Carga: pulsa en un enemigo (Esc cancela)
hint-coup-de-grace = Golpe de gracia: pulsa en un enemigo indefenso (Esc cancela)
hint-hand-over = Entregar: pulsa en un aliado a tu alcance (Esc cancela)
hint-ready-square = Preparar: pulsa la casilla que debe pisar un enemigo (Esc cancela)
hint-ready-ally-passes = Preparar: pulsa la casilla por la que debe pasar un aliado (Esc cancela)
hint-ready-armed = Preparando una acción: elige qué la dispara (un botón de Preparar) (Esc cancela)
hint-ready-waiting = Preparada para cuando { $trigger }: ahora elige la acción, como si la hicieras (Esc cancela)
hint-delay = Retrasar: pulsa en la entrada de iniciativa tras la que actuar; otra vez Retrasar para actuar el último (Esc cancela)
hint-dismount = Desmontar: pulsa en un espacio libre junto a la montura (Esc cancela)
hint-manner = Pulsa en un enemigo para atacarlo así (Esc cancela)
hint-aim = Apuntar: pulsa en un enemigo a la vista y a tu alcance (Esc cancela)
hint-grapple = Apresar: pulsa en un enemigo junto a la unidad (Esc cancela)
hint-first-aid = Primeros auxilios: pulsa en un aliado adyacente; una tirada de Mente cura 1d6 con botiquín, o sin él estabiliza a un moribundo (Esc cancela)
hint-tackle = Placaje: pulsa en un enemigo a menos de media caminata de la unidad (Esc cancela)
hint-human-shield = Escudo humano: pulsa en un aliado adyacente (Esc cancela)
hint-throw = Lanzar lo que tiene en la mano: pulsa en una criatura a 5 { $board ->
        [hex] hexágonos
       *[other] espacios
    } o menos (Esc cancela)
hint-aid = Ayudar a otro: pulsa en un aliado adyacente (Esc cancela)
hint-cast = Pulsa para lanzar | F: lanzar a la defensiva sí/no | Esc cancela
hint-cast-plain = Pulsa para lanzar | Esc cancela
hint-use-item = Pulsa para usar el objeto | Esc cancela
hint-ai-playing = La IA juega este turno | Espacio: saltar animaciones
hint-ended = Intro: volver al menú | Esc: salir
hint-click = Pulsa en un espacio para moverte, en un enemigo para atacar
hint-key-end-turn = { $key }: terminar turno
hint-key-delay = { $key }: retrasar
hint-key-threats = { $key }: amenazas
hint-key-range = { $key }: alcance
hint-key-centre = { $key }: centrar
hint-wheel = rueda: zoom
advice-hurt = Malherido: { $ways }. A un héroe caído pueden rematarlo.
advice-or = , o{" "}
advice-drink = bebe una poción (Equipo)
advice-defend = defiéndete ({ $key }: Defensa total)
advice-withdraw = retírate fuera de su alcance ({ $key }: Retirada)
panel-hovered = -- bajo el ratón --
panel-forecast = Atacar a { $target } con { $weapon }: { $chance } % { $verb ->
        [to-hit] de impacto
        [lands] de acertar
       *[other] { $verb }
    }, ~{ $damage } de daño
banner-winner = Gana el bando { $side }
banner-nobody = No queda nadie en pie
banner-keys = Intro: volver al menú  |  Esc: salir
tracker-surprised = { $gender ->
        [f] sorprendida
       *[m] sorprendido
    }
tracker-delayed = { $gender ->
        [f] retrasada
       *[m] retrasado
    }
tracker-waiting = esperando
tracker-leader = líder
tracker-npc = PNJ
tracker-first = 1.º
tracker-last = últ.

## La ficha de una unidad OSR

osr-attributes = Fue{ $str } Agi{ $agi } Men{ $mnd } Int{ $int } Pre{ $pre } Res{ $res }
osr-worn-broken = { $item } roto
osr-worn = { $item } { $blindaje } (dado de uso d{ $usage })
osr-level-line = Nivel { $level }  Blindaje { $blindaje }{ $npc ->
        [yes] {" "}(PNJ)
       *[no] {""}
    }  Potencia { $potencia }
osr-in-hand = en la mano
osr-usage-die = dado de uso d{ $usage }
osr-penetration = pen { $pen }
osr-avoid-odds = Bloquea un { $block } %, esquiva un { $dodge } % (cuerpo a cuerpo, contra un rival de su nivel)
osr-leader-line = Líder: si cae, su bando tira moral (Moral { $morale })
osr-morale-line = Moral de su bando: { $morale } (con 2d6 por encima, el bando huye)
bar-osr-defence-help = Un PJ tira para evitar cada golpe que le alcanza: bloquear (Fuerza; sin escudo ni arma: −2; flechas: desventaja) o esquivar (Agilidad). Automática elige la más probable; cada intento más en una ronda, −1 más.
bar-osr-critical-help = Al golpear: doble de daño, o el máximo del arma. Al evitar un golpe: +2 para devolvérselo a ese rival el turno siguiente (cuerpo a cuerpo), o sus golpes hacen 1d4 menos el resto del combate. Lo mejor de cada: el máximo si lo derriba, si no el doble; primero la reducción, luego el contraataque.
osr-defence-line = Evita golpes con: { $policy }
osr-critical-line = Con un 20 natural: { $policy }
defence-short-auto = automática
defence-short-block = bloquear
defence-short-dodge = esquivar
osr-casts-with = Lanza con { $attribute } { $value }: { $powers }

## La barra de acciones

bar-move-attack = Moverse / atacar
bar-withdraw = Retirada
bar-step = Paso de un espacio
bar-charge = Carga (+2 / -2 Def)
bar-coup-de-grace = Golpe de gracia
bar-total-defense = Defensa total
bar-drop-prone = Dejarse caer
bar-stand-up = Ponerse de pie
bar-crawl = Gatear
bar-aid-attack = Ayudar al ataque de un aliado
bar-aid-defense = Ayudar a la Defensa de un aliado
bar-ready-reach = Preparar: un enemigo entra en su alcance
bar-ready-adjacent = Preparar: un enemigo se pone al lado
bar-ready-ally = Preparar: un enemigo ataca a un aliado
bar-ready-cast = Preparar: un enemigo empieza a lanzar
bar-ready-shoots = Preparar: un enemigo dispara
bar-ready-draws = Preparar: un enemigo desenvaina
bar-ready-square = Preparar: un enemigo pisa una casilla (púlsala)
bar-ready-ally-passes = Preparar una acción: un aliado pasa por una casilla (púlsala)
bar-ready-action = Preparar una acción, no un ataque: elige su disparador y luego la acción
bar-use-item = { $item }: { $spell } ({ $left ->
        [one] queda 1 carga
       *[other] quedan { $left } cargas
    })
bar-react-on = Usar { $spell } al instante cuando le ataque un enemigo: sí (gasta la acción veloz del próximo turno)
bar-react-off = Usar { $spell } al instante cuando le ataque un enemigo: no
bar-delay = Retrasar
bar-wait = Esperar
hero-retry-offer = La tirada de { $unit } ha fallado. ¿Gastar un punto de héroe en ella? ({ $left ->
        [one] queda 1
       *[other] quedan { $left }
    })
hero-retry-reroll = Repetirla ({ $key })
hero-retry-late-bonus = +4: basta para lograrla
hero-retry-let-stand = Dejarla así ({ $key })
waiting-offer = { $count ->
    [one] { $units } está esperando y puede
   *[other] { $units } están esperando y pueden
} actuar antes del turno de { $before }.
waiting-act-now-key = { $unit } actúa ya ({ $key })
waiting-act-now = { $unit } actúa ya
waiting-let-go = Que actúe { $before } ({ $key })
bar-end-turn = Terminar turno
bar-undo = Deshacer
bar-why-no-standard = no queda acción estándar
bar-why-no-move = no queda acción de movimiento
bar-why-no-swift = no queda acción veloz
bar-why-no-full-round = necesita estándar + movimiento
bar-why-single-action = solo una acción este turno
bar-why-prone = { $gender ->
        [f] tumbada
       *[m] tumbado
    }: ponte de pie antes
bar-why-not-prone = no está { $gender ->
        [f] tumbada
       *[m] tumbado
    }
bar-why-already-prone = ya está { $gender ->
        [f] tumbada
       *[m] tumbado
    }
bar-why-speed-0 = velocidad 0
bar-why-no-melee = ningún arma cuerpo a cuerpo en la mano
bar-why-already-acted = ya ha actuado este turno
bar-why-whole-turn = ocupa todo el turno
bar-osr-walk-attack = Caminar / atacar
bar-osr-charge = Carga (2x caminata)
bar-osr-quick-attack = Ataque rápido
bar-osr-aim = Apuntar
bar-osr-grapple = Apresar
bar-osr-crush = Aplastar al apresado
bar-osr-delay = Retrasar: golpear a un enemigo que se ponga al lado
bar-osr-tackle = Placaje
bar-osr-human-shield = Escudo humano
bar-osr-throw = Lanzar lo que tiene en la mano
bar-osr-build-energy = Acumular energía (termina el turno)
bar-osr-defensive-position = Posición defensiva
bar-osr-protect = Proteger a un aliado
bar-osr-help = Ayudar a un aliado
bar-osr-first-aid = Primeros auxilios
bar-osr-stabilise = Estabilizar
bar-osr-fight-defensively = Luchar a la defensiva
bar-osr-knock-out = Dejar sin sentido
bar-osr-disarm = Desarmar
bar-why-after-melee = tras un ataque cuerpo a cuerpo
bar-why-holding = ya tiene apresado a alguien
bar-osr-use = Usar { $item }
bar-osr-get-out = Sacar { $item } (todo el turno)
bar-osr-use-an-object = Usar un objeto
bar-why-nothing-to-throw = nada en la mano que lanzar
bar-why-building = ya está acumulando energía
bar-osr-defence = Evitar golpes: { $now } (un clic: { $next })
bar-osr-critical = Con un 20 natural: { $now } (un clic: { $next })
bar-spell-left = { $spell } ({ $left ->
        [one] queda { $left }
       *[other] quedan { $left }
    })
bar-cast-defensively-on = Lanzar a la defensiva: sí
bar-cast-defensively-off = Lanzar a la defensiva: no
bar-why-pick-a-spell = elige antes un conjuro
bar-end-spell = Terminar { $spell }
bar-dismount = Desmontar de { $mount }
bar-mount = Montar en { $mount }
bar-why-no-mount = ninguna montura de su bando a su lado
bar-load = Cargar { $weapon }
bar-taken-out-first = { $action }, sacándolo antes (una acción de movimiento más)
bar-drink = Beber { $item }
bar-pick-up = Recoger { $thing }
bar-shield-on = Embrazar { $shield }
bar-shield-off = Quitarse { $shield }
bar-hand-over = Entregar { $thing }
bar-drop = Soltar { $weapon }
bar-open-door = Abrir la puerta de { $at }
bar-close-door = Cerrar la puerta de { $at }
bar-draw = Equipar { $weapon }
bar-group-move = Moverse
bar-group-attack = Atacar
bar-group-magic = Conjuros
bar-group-powers = Poderes
bar-group-defend = Defender y ayudar
bar-group-ready = Preparar
bar-group-wait = Esperar
bar-group-reserve = Reservar (media acción; acaba el turno)
bar-group-gear = Equipo
bar-group-turn = Turno

## Previsiones sobre el tablero, el panel de conjuros y los distintivos de las fichas

preview-charge-with = Cargar con { $weapon }
preview-pick-enemy-to-charge = elige un enemigo contra el que cargar
preview-pick-enemy = elige un enemigo
preview-no-ranged-weapon = no empuña ningún arma a distancia
preview-aim-with = Apuntar con { $weapon } (próximo turno)
preview-grapple = Apresar
preview-tackle = Placaje (sin armas, empuja)
preview-throw = Lanzar { $item }
preview-pick-adjacent-ally = elige un aliado adyacente
preview-pick-ally-in-reach = elige un aliado a tu alcance
preview-pick-helpless-foe = elige un enemigo indefenso
preview-coup-de-grace-with = Golpe de gracia con { $weapon }
preview-coup-de-grace-at-once = ocupa la ronda: cae en el acto, y un enemigo que lo sobrevive tira salvación de Fortaleza (CD 10 + el daño) o muere
preview-coup-de-grace-falls-next-turn = ocupa la ronda: cae al comienzo del próximo turno, si el enemigo sigue indefenso
preview-spell-click-caster = { $spell }: pulsa en { $caster } para lanzarlo
preview-spell-pick-creature = { $spell }: elige una criatura
preview-spell-point = { $spell }: señala adónde va
overlay-path = { $cost } esp., { $what ->
        [run] correr (todo el turno)
        [walk] caminata
        [double] movimiento doble
        [half] media acción
        [halves] las dos medias acciones
        [standard] acción estándar
        [full] acción de asalto completo
       *[move] acción de movimiento
    }{ $provokes ->
        [0] {""}
        [one] , provoca { $provokes } ataque
       *[other] , provoca { $provokes } ataques
    }
overlay-aid = Ayudar a { $ally }: { $bonus } a { $what ->
        [attack] su siguiente ataque
       *[defense] su siguiente Defensa
    }
overlay-aid-plain = Ayudar a { $ally }
overlay-aid-roll = Ayudar a { $ally } contra { $foe }: { $chance } % de dar { $bonus } a { $what ->
        [attack] su siguiente ataque
       *[defense] su siguiente Defensa
    } contra { $foe }
overlay-first-aid = Primeros auxilios a { $ally }
overlay-human-shield = Escudar a { $ally }: los golpes que le vayan te alcanzan a ti
osr-overlay-help = Ayudar a { $ally }: ventaja en su próxima tirada
osr-overlay-protect = Proteger a { $ally }: ventaja en su próxima tirada para evitar
overlay-hand-over = entregar { $thing }
overlay-pour-potion = darle a beber { $thing } (acción estándar)
overlay-aid-no-bonus = Ayudar a { $ally }: sin bonificador (lucha mucho mejor)
overlay-attack = { $weapon }: { $chance } { $verb ->
        [to-hit] de impacto
       *[lands] de acertar
    }, ~{ $damage } de daño
overlay-provokes = provoca a { $by }
overlay-ally = ALIADO
spell-save = { $kind ->
        [fortitude] Fortaleza
        [reflex] Reflejos
       *[will] Voluntad
    } { $effect ->
        [half] mitad
       *[negates] anula
    } CD { $dc }
spell-no-save = sin salvación
spell-resistance-applies = se aplica la resistencia a la magia
spell-resistance-ignored = ignora la resistencia a la magia
spell-summary = { $spell } (nivel { $level }): { $save }, { $resistance }
risk-provokes = ! provoca a { $by } (un impacto puede costar el conjuro; F: lanzar a la defensiva)
risk-item-provokes = ! provoca a { $by } (un impacto puede costar el conjuro)
risk-concentration = { $why }: conocimiento de magia CD { $dc }, { $chance } de mantenerlo
risk-arcane-failure = ! armadura: { $percent } % de fallo arcano
risk-takes-turns = ! ocupa también { $turns ->
        [one] tu próximo turno
       *[other] tus próximos { $turns } turnos
    }; cae donde apuntas, sobre quien esté allí entonces, y una herida mientras tanto puede romperlo
outlook-touch-hits = el toque acierta { $chance }
outlook-resists = resiste { $chance }
outlook-saves = se salva { $chance }
outlook-damage = ~{ $damage } de daño
outlook-healed = ~{ $healing } curado
outlook-ends = termina { $spell } { $chance }
outlook-ally = ALIADO { $name }
outlook-nobody = no alcanza a nadie
outlook-keys = Pulsa: lanzar | Esc: cancelar
outlook-keys-item = Pulsa: usar | Esc: cancelar
outlook-osr-helpless = sin tirada: el objetivo está indefenso
outlook-osr-no-roll = sin tirada: { $why }
outlook-osr-hits-on = acierta con { $needs }+ ({ $dice })
outlook-osr-they-avoid = { $kind ->
        [block] bloquea
       *[dodge] esquiva
    } con { $needs }+
badge-dead = { $gender ->
        [f] MUERTA
       *[m] MUERTO
    }
badge-surrendered = { $gender ->
        [f] RENDIDA
       *[m] RENDIDO
    }
badge-knocked-out = SIN SENTIDO
badge-dying = MURIENDO
badge-stable = ESTABLE
badge-zero-hp = 0 VIDA
badge-asleep = { $gender ->
        [f] DORMIDA
       *[m] DORMIDO
    }
badge-stunned = { $gender ->
        [f] ATURDIDA
       *[m] ATURDIDO
    }
badge-casting = LANZANDO
badge-surprised = { $gender ->
        [f] SORPRENDIDA
       *[m] SORPRENDIDO
    }
badge-prone = { $gender ->
        [f] TUMBADA
       *[m] TUMBADO
    }
badge-entangled = { $gender ->
        [f] ENMARAÑADA
       *[m] ENMARAÑADO
    }
badge-silenced = { $gender ->
        [f] SILENCIADA
       *[m] SILENCIADO
    }
badge-defending = DEFENDIENDO
badge-aided = CON AYUDA
badge-charged = HA CARGADO
token-hover = { $name } ({ $hp }/{ $max } de vida)
log-maximum = máximo

## Nombres de teclas en la barra

key-escape = Esc
key-enter = Intro
key-space = Espacio
key-backspace = Retroceso
key-tab = Tab
key-home = Inicio
key-end = Fin
key-page-up = RePág
key-page-down = AvPág
key-up = Arriba
key-down = Abajo
key-left = Izquierda
key-right = Derecha
message-no-room = { $unit } no encuentra sitio en el tablero

## El informe legible de simulate

sim-header = { $level }: { $runs } combates (semillas { $first } a { $last }), IA { $difficulty ->
        [easy] fácil
        [normal] normal
       *[hard] difícil
    }, { $speed } combates/s en { $threads } { $threads ->
        [one] hilo
       *[other] hilos
    }
sim-ruleset = { $ruleset }
sim-percent = { $rate } %
sim-compare = Lado a lado:
sim-compare-won = victorias de { $side }
sim-compare-draws = empates
sim-compare-rounds = rondas (media)
sim-compare-survives = { $unit } sobrevive
sim-compare-damage = daño causado por { $unit }
cli-not-a-rules-preset = `{ $text }` no es un conjunto de los módulos de la semilla 001; usa seed001
cli-rules = Juega los módulos de la semilla 001: seed001 enciende cada interruptor que el rules: del nivel deja sin fijar (solo niveles de Core)
diag-rules-not-played = --rules juega los módulos de la semilla 001, que son de Core; este nivel juega { $ruleset }
cli-not-a-ruleset = `{ $text }` no es un reglamento; usa uno de { $names }
sim-win = victorias de { $side }: { $rate } %
sim-draws = empates { $rate } % ({ $unfinished } suspendidos tras { $limit } rondas)
sim-rounds = rondas: media { $mean }, mediana { $median }; ataques de oportunidad por combate: { $aoos }
sim-unit = unidad
sim-side = bando
sim-survives = sobrevive
sim-damage = daño causado
sim-refused = aviso: la IA dio { $count } { $count ->
        [one] orden rechazada
       *[other] órdenes rechazadas
    }
overlay-aoo = ! AdO { $attacker } { $chance }
float-miss = fallo
float-avoided = { $kind ->
        [block] ¡Bloqueado!
       *[dodge] ¡Esquivado!
    }

## Descripciones emergentes

tip-key = Tecla: { $key }
tip-cost = Cuesta { $cost ->
        [turn] todo el turno
        [action] la acción del turno
        [walk] la caminata del turno
        [swift] una acción veloz
        [immediate] una acción inmediata (su acción veloz, o la de su próximo turno)
        [free] nada (acción gratuita)
        [full] una acción total (estándar y de movimiento)
        [standard] una acción estándar
        [half] media acción
        [whole] una acción completa (las dos medias)
       *[move] una acción de movimiento
    }
tip-free-attack-no = No da ataque gratuito
tip-free-attack-leaving = Salir del alcance de un enemigo le da un ataque gratuito
tip-provokes-no = No provoca ataques de oportunidad
tip-provokes-yes = Provoca ataques de oportunidad de cada enemigo que amenace a la unidad
tip-provokes-leaving = Provoca ataques de oportunidad al salir de un espacio amenazado
tip-provokes-path = Provoca donde su camino sale de espacios amenazados
tip-provokes-target = Provoca un ataque de oportunidad solo de su objetivo, si amenaza a la unidad; el daño es un penalizador a la tirada
tip-provokes-in-threat = Provoca ataques de oportunidad si se hace en un espacio amenazado
tip-why-not = Ahora no: { $why }
tip-undo = Deshace la última orden, mientras no haya tirado dados, no haya mostrado nada nuevo y el turno siga siendo de este bando
tip-natural = d20: { $roll }
tip-total = = { $total } contra Defensa { $defense }


## Mensajes de validación (niveles, archivos de datos, de órdenes y de teclas)

diag-error = error
diag-warning = aviso
diag-ron = { $error }
diag-ron-comma = falta una coma
diag-ron-eof = el archivo se acaba antes de tiempo (¿falta cerrar un paréntesis o un corchete?)
diag-ron-array-end = falta cerrar una lista con `]`
diag-ron-struct-end = falta cerrar con `)`
diag-ron-string = se esperaba un texto entre comillas
diag-ron-integer = se esperaba un número entero
diag-ron-trailing = sobra texto después del final
diag-ron-char = carácter inesperado `{ $char }`
diag-ron-unknown-field = campo desconocido `{ $found }`; se esperaba uno de { $expected }
diag-ron-missing-field = falta el campo `{ $field }`
diag-ron-duplicate-field = el campo `{ $field }` está repetido
diag-ron-unknown-variant = valor desconocido `{ $found }`; se esperaba uno de { $expected }
diag-ron-unknown-field-near = campo desconocido `{ $found }`: ¿querías decir `{ $near }`? (se esperaba uno de { $expected })
diag-mod-replaces = sustituye a `{ $id }` del juego
diag-mod-glyph-taken = terreno `{ $id }`: un terreno del juego ya usa el carácter `{ $glyph }`; dale otro
diag-mod-outside = lleva fuera de la carpeta del mod { $root } (a { $real }): un mod solo lee sus propios archivos
diag-mod-empty = está vacío
diag-mod-field = `{ $field }` { $why }
diag-mod-other-game = hecho para la versión { $game } del juego; esta es la { $ours }
diag-mod-other-ruleset = los niveles del mod juegan { $ruleset } (lo dice su `mod.ron`); este juega { $plays }
diag-near = { $message }: ¿querías decir `{ $near }`?
diag-allowed = { $message } (se admite: { $allowed })
diag-near-allowed = { $message }: ¿querías decir `{ $near }`? (se admite: { $allowed })
diag-ron-unknown-variant-near = valor desconocido `{ $found }`: ¿querías decir `{ $near }`? (se esperaba uno de { $expected })
diag-ron-healing = `heal` son dados fijos como "1d6+1" (semilla 002) o dados de vida de la criatura curada como (hit_dice: 1, bonus: 1), de 1 a 40 dados de vida y un bono de como mucho 1000 en cualquier sentido
diag-ron-hit-die = { $found } no es un dado de vida como "d8": un solo dado de 2 a 100 caras
diag-cannot-read = no se puede leer el archivo: { $error }
diag-too-large = el archivo pasa de { $mib } MiB, lo más que lee el juego
diag-not-utf8 = el archivo no es texto UTF-8 válido
diag-no-such-file = no existe ese archivo
diag-permission-denied = no hay permiso
diag-no-such-folder = no existe esa carpeta
diag-not-a-regular-file = no es un archivo normal
diag-is-a-folder = es una carpeta
diag-level-set-aside = { $what } (se deja de lado: se juega como `{ $ruleset }`)
diag-level-item-not-in-ruleset = unidad `{ $id }`: `{ $item }` no es un objeto de estas reglas
diag-level-wield-not-in-ruleset = unidad `{ $id }`: su criatura no lleva `{ $weapon }` con estas reglas
diag-osr-creature-also-taken = criatura `{ $id }`: `{ $other }` ya nombra una criatura
diag-level-unit-core-field = unidad `{ $id }`: `{ $field }` es de Core; { $why }
diag-level-side-morale-runs-from-2-12 = bando `{ $id }`: la moral es { $m }; va de 2 a 12 (2d6)
diag-level-surprise-unknown-side = surprise: bando desconocido `{ $side }`
diag-level-trigger-moralecheck = disparador { $i }: `MoraleCheck`
diag-level-unit-leader = unidad `{ $id }`: `leader`
diag-level-side-osr-field = bando `{ $id }`: `{ $field }`
diag-level-only-osr = { $what } es para niveles OSR (`ruleset: Osr`); este nivel juega `{ $ruleset }`
diag-level-unit-cannot-walk-unit-doors-counted = la unidad `{ $second }` no puede llegar andando hasta la unidad `{ $first }` (contando las puertas abiertas): las unidades están en { $count } partes del mapa que ningún camino une, y un combate entre unidades de partes distintas podría no acabar nunca
diag-level-more-problems = … y { $more } problemas más
diag-level-objective-unknown-unit = objetivo { $i }: unidad desconocida `{ $u }`
diag-level-objective-region-within-map = objetivo { $i }: la región { $region } no está dentro del mapa de { $width }×{ $height }
diag-level-objective-rounds-beyond-last-one-fight = objetivo { $i }: { $n } rondas pasa de la última a la que puede llegar un combate ({ $rounds })
diag-level-objective-unknown-side = objetivo { $i }: bando desconocido `{ $side }`
diag-level-trigger-message = disparador { $i }: el mensaje { $why }
diag-level-trigger-unknown-side = disparador { $i }: bando desconocido `{ $side }`
diag-level-trigger-unknown-unit = disparador { $i }: unidad desconocida `{ $unit }`
diag-level-trigger-unit-reserve = disparador { $i }: `{ $u }` no es una unidad de la reserva (`reserve`)
diag-level-trigger-region-within-map = disparador { $i }: la región { $region } no está dentro del mapa de { $width }×{ $height }
diag-level-trigger-percent-must-1-100 = disparador { $i }: el porcentaje { $percent } debe ir de 1 a 100
diag-level-trigger-round-beyond-last-one-fight = disparador { $i }: la ronda { $n } pasa de la última a la que puede llegar un combate ({ $rounds })
diag-level-exit-region-within-map = salida { $i }: la región { $exit } no está dentro del mapa de { $width }×{ $height }
diag-level-side-has-units = el bando `{ $id }` no tiene unidades
diag-level-unit-cannot-ride = la unidad `{ $id }` no puede montar: { $problem }
diag-level-already-has-rider = `{ $mount_id }` ya tiene jinete
diag-level-rides-something-itself = `{ $mount_id }` ya monta en otra criatura
diag-level-mount-not-larger = `{ $mount_id }` ({ $size }) no es más grande que ella ({ $size2 })
diag-level-mount-elsewhere = está en { $at } y `{ $mount_id }` en { $at2 }
diag-level-mount-other-side = `{ $mount_id }` no es de su bando
diag-level-not-a-mount = `{ $mount_id }` no es una montura (`mount: true`)
diag-level-no-such-mount = no hay ninguna unidad `{ $mount_id }` en el tablero
diag-level-unit-hp-must-most-maximum-above = unidad `{ $id }`: hp { $hp } debe ser como mucho su máximo { $hp2 } y mayor que −Con (−{ $constitution })
diag-level-unit-hp-must-from-1-salud = unidad `{ $id }`: hp { $hp } debe ir de 1 a su Salud { $hp2 }
diag-level-unit-unknown-item = unidad `{ $id }`: objeto desconocido `{ $it }`
diag-level-unit-too-much-ammunition = unidad `{ $id }`: como mucho { $most } { $kind }
diag-level-unit-cannot-wield = la unidad `{ $id }` no puede empuñar { $ids }: { $why }
diag-level-unit-unknown-shield = unidad `{ $id }`: escudo desconocido `{ $s }`
diag-level-unit-unknown-armor = unidad `{ $id }`: armadura desconocida `{ $a }`
diag-level-unit-unknown-weapon = unidad `{ $id }`: arma desconocida `{ $w }`
diag-level-unit-too-weak-for = unidad `{ $id }`: { $why }
diag-level-unit-problem = unidad `{ $id }`: { $message }
diag-level-unit-unknown-creature = unidad `{ $id }`: criatura desconocida `{ $c }`{ $hint }
diag-level-unit-needs-creature-inline-stats = la unidad `{ $id }` necesita una criatura (`creature`) o sus propias estadísticas (`stats`)
diag-level-unit-give-creature-stats-both = unidad `{ $id }`: da `creature` o `stats`, no las dos
diag-level-unit-osr-unit-names-creature-from = unidad `{ $id }`: una unidad OSR nombra una criatura (`creature`) de assets/rulesets/osr/creatures.ron
diag-level-unit-unknown-osr-creature-assets-rulesets = unidad `{ $id }`: criatura OSR desconocida `{ $c }` (assets/rulesets/osr/creatures.ron){ $hint }
diag-level-unit-shares-square-with = la unidad `{ $id }` en ({ $x }, { $y }) comparte el espacio con `{ $other }`
diag-level-unit-on-blocked = la unidad `{ $id }` en ({ $x }, { $y }) está sobre { $name }
diag-level-unit-off-map = la unidad `{ $id }` en ({ $x }, { $y }) está fuera del mapa de { $width }×{ $height }
diag-level-unit-unknown-side = unidad `{ $id }`: bando desconocido `{ $side }`
diag-level-unit-initiative-beyond-either-way = unidad `{ $id }`: la iniciativa { $n } pasa de { $initiative } en uno u otro sentido
diag-level-unit-name = unidad `{ $id }`: el nombre { $why }
diag-level-unit-id = id de unidad { $why }
diag-level-unit-id-empty-repeated = el id de unidad `{ $id }` está vacío o repetido
diag-level-side-text = bando: { $field } { $why }
diag-level-side-id-empty-repeated = el id de bando `{ $id }` está vacío o repetido
diag-level-unknown-map-character-add-legend = carácter de mapa desconocido `{ $ch }` en ({ $x }, { $y }); añádelo a `legend`
diag-level-map-characters = { $message } (caracteres del mapa: { $known })
diag-level-map-row-has-squares-first-row = la fila { $y } del mapa tiene { $length } espacios; la primera tiene { $width }
diag-level-map-squares-largest = el mapa es de { $width }×{ $height } espacios; el más grande es de { $map_side }×{ $map_side }
diag-level-legend-names-unknown-terrain = legend: `{ $ch }` nombra un terreno desconocido `{ $id }`
diag-level-level-text = el campo { $field } del nivel { $why }
diag-level-trigger-has-actions-most = el disparador { $i } tiene { $count } acciones; como mucho { $trigger_actions }
diag-level-level-may-have-most = { $count } { $what }; un nivel puede tener como mucho { $most }
diag-data-duplicate-id = { $what }: id repetido `{ $key }`
diag-data-needs-id = { $what }: falta el id
diag-data-weapon-id-bare-hands = el id `unarmed` es el de las manos desnudas del juego: dale otro a esta arma
diag-data-id-text = { $what }: el id { $why }
diag-data-range-most-squares = un alcance es como mucho de { $range } espacios
diag-data-critical-multiplier-most = un multiplicador de crítico es como mucho { $critical_multiplier }
diag-data-maximum-dex-bonus-runs-from-0 = un bonificador máximo de Des va de 0 a { $bonus }
diag-data-bonus-most-either-way = un bonificador es como mucho { $bonus } en uno u otro sentido
diag-data-holds-control-character-newline-tab-say = `{ $text }` tiene un carácter de control (un salto de línea o un tabulador, por ejemplo)
diag-data-longer-than-characters = `{ $text }…` pasa de { $most } caracteres
diag-data-terrain-repeats-earlier-terrain = el terreno `{ $id }` repite el { $what } de un terreno anterior
diag-data-terrain-toggles-unknown-terrain = el terreno `{ $id }` cambia a un terreno desconocido `{ $other }`
diag-data-terrain-text = terreno: { $field } { $why }
diag-data-most-kinds-terrain = como mucho { $terrain_kinds } tipos de terreno
diag-data-ability-scores-run-from-1-60 = la característica `{ $name }` es { $score }; las puntuaciones van de 1 a 60
diag-data-reduction-beyond-limit = { $amount } pasa del límite de { $reduction }
diag-data-beyond-limit-either-way = { $value } pasa del límite de { $bonus } en uno u otro sentido
diag-data-hit-points-are-most = los puntos de vida son como mucho { $hit_points }
diag-data-spell-needs-1-uses-per-day = el conjuro `{ $spell }` necesita de 1 a { $uses_per_day } usos al día
diag-data-unknown-spell = conjuro desconocido `{ $spell }`
diag-data-magic-knowledge-bonus-most-either-way = un bonificador de Conocimiento mágico es como mucho { $bonus } en uno u otro sentido
diag-data-caster-s-level-runs-from-1 = el nivel de un lanzador va de 1 a { $caster_level }
diag-data-unknown-shield = escudo desconocido `{ $s }`
diag-data-unknown-armor = armadura desconocida `{ $a }`
diag-data-unknown-item = objeto desconocido `{ $item }`
diag-data-unknown-weapon = arma desconocida `{ $w }`
diag-data-creature-problem = criatura `{ $id }`: { $message }
diag-data-item-problem = objeto `{ $id }`: { $message }
diag-item-charges = un objeto mágico tiene como mucho { $most } cargas
diag-item-no-spells = un objeto mágico guarda al menos un conjuro
diag-item-use-charges = un uso gasta de 1 a { $most } cargas
diag-data-spell-problem = conjuro `{ $id }`: { $message }
diag-data-item-name = objeto `{ $id }`: el nombre { $why }
diag-data-core-heals-by-hit-dice = objeto `{ $id }`: la semilla 000 cura con los dados de vida de quien lo bebe; escribe `heal: (hit_dice: N, bonus: B)` en lugar de dados fijos
diag-data-osr-heals-by-dice = objeto `{ $id }`: la semilla 002 cura con dados fijos; escribe `heal: "1d6"` en lugar de dados de vida
diag-data-weapon-problem = arma `{ $id }`: { $message }
diag-osr-power-problem = poder `{ $id }`: { $message }
diag-osr-power-rounds-run-from-1 = poder `{ $id }`: las rondas van de 1 a { $rounds }
diag-osr-power-range-runs-from-1-metres = poder `{ $id }`: el alcance va de 1 a { $metres_per_square } metros
diag-osr-power-turns-run-from-1 = poder `{ $id }`: los turnos van de 1 a { $rounds }
diag-osr-power-name = poder `{ $id }`: el nombre { $why }
diag-osr-occupation-casting-mind-intuition-presence = oficio `{ $id }`: se lanza con Mente, Intuición o Presencia, no con { $name }
diag-osr-occupation-name = oficio `{ $id }`: el nombre { $why }
diag-osr-unknown-armour = armadura desconocida `{ $a }`
diag-osr-unknown-item = objeto desconocido `{ $it }`
diag-osr-unknown-power = poder desconocido `{ $p }`
diag-osr-unknown-occupation = oficio desconocido `{ $o }`
diag-osr-needs-strength-wield-has = `{ $w }` necesita Fuerza { $least } para empuñarse; tiene { $strength }
diag-osr-morale-runs-from-2-12-2d6 = la moral es { $m }; va de 2 a 12 (2d6)
diag-osr-potencia-most-either-way = la Potencia es como mucho { $bonus } en uno u otro sentido
diag-osr-blindaje-runs-from-0 = el Blindaje va de 0 a { $bonus }
diag-osr-salud-runs-from-1 = la Salud va de 1 a { $hit_points }
diag-osr-attributes-run-from-0-20 = { $name } es { $value }; los atributos van de 0 a 20
diag-osr-creature-name = el nombre { $why }
diag-osr-creature-problem = criatura `{ $id }`: { $message }
diag-osr-armour-problem = `{ $id }`: { $why }
diag-osr-armour-blindaje = `{ $id }`: el Blindaje va de 0 a { $bonus }
diag-osr-armour-name = `{ $id }`: el nombre { $why }
diag-osr-weapon-range-runs-from-1-metres = arma `{ $id }`: el alcance va de 1 a { $metres_per_square } metros
diag-osr-weapon-melee-weapon-reaches-squares-beside = arma `{ $id }`: un arma cuerpo a cuerpo alcanza los espacios de al lado; quita `range`
diag-osr-weapon-ranged-weapon-wand-needs-range = arma `{ $id }`: un arma a distancia o una varita necesita un alcance (`range`) en metros
diag-osr-weapon-problem = arma `{ $id }`: { $why }
diag-osr-weapon-penetration-runs-from-0 = arma `{ $id }`: la penetración va de 0 a { $bonus }
diag-osr-weapon-name = arma `{ $id }`: el nombre { $why }
diag-osr-usage-die-has-4-6-8 = un dado de uso tiene 4, 6, 8, 10 o 12 caras, no { $die }
diag-spell-condition-lasts-most-rounds = un estado dura como mucho { $rounds } rondas
diag-spell-duration-most-rounds = una duración es como mucho de { $rounds } rondas
diag-spell-casting-time-most-rounds = un tiempo de lanzamiento es como mucho de { $rounds } rondas
diag-spell-area-too-large = { $what } es como mucho de { $most } espacios
diag-cli-ron-files-this-folder = no hay archivos .ron en esta carpeta
diag-data-needs-least-one-damage-type = necesita al menos un tipo de daño
diag-data-ammunition-only-for-ammunition-weapons = solo un arma de tipo Ammunition dispara proyectiles: quita `ammunition`
diag-data-thrown-ammunition-weapon-needs-range-least = un arma arrojadiza o de munición necesita un alcance de al menos 1
diag-data-critical-multiplier-least-2 = un multiplicador de crítico es al menos 2
diag-data-threat-must-2-20 = la amenaza debe ir de 2 a 20
diag-data-hardness-most = la dureza debe ser como mucho { $most }
diag-data-item-hp-range = hp debe ir de 1 a { $most }
diag-data-failure-chance-percentage-0-100 = una probabilidad de fallo es un porcentaje, de 0 a 100
diag-data-terrain-all = no hay ningún terreno
diag-data-speed-above-60-squares-supported = no se admite una velocidad de más de 60 espacios
diag-data-hit-points-must-least-1 = los puntos de vida deben ser al menos 1
diag-data-hit-dice-range = los dados de golpe van de 1 a { $most }
diag-data-osr-data-files-missing = faltan los archivos de datos OSR
diag-data-data-files-missing = faltan los archivos de datos
diag-level-map-has-squares = el mapa no tiene espacios
diag-level-fight-needs-least-two-sides = un combate necesita al menos dos bandos
diag-level-units-reserve-join-fight-foot = las unidades de la reserva entran en el combate a pie
diag-level-no-mounted-combat = el nivel desactiva el combate montado (rules: mounted_combat: false)
diag-level-rules-are-core-s-options-seed = `rules:` son opciones de Core (semilla 001); { $why }
diag-level-not-read-here = los niveles `{ $ruleset }` no lo leen
diag-osr-instead-of-rules = un nivel OSR usa `osr:`
diag-osr-instead-of-aware = un nivel OSR declara una emboscada con `surprise:`
diag-osr-instead-of-initiative = en OSR la iniciativa se tira por bando
diag-osr-instead-of-riding = en OSR las unidades luchan a pie
diag-osr-instead-of-ammunition = en OSR no se cuentan los proyectiles
diag-data-condition-not-laid = { $condition } se sigue de los puntos de golpe o es de un objeto: ningún efecto lo impone
diag-data-condition-only-from-a-grapple = { $condition } solo llega por una presa, que tiene de quién zafarse (CombatManeuver(kind: Grapple) de la semilla 001): un conjuro o un arma no puede imponerlo
diag-osr-unarmed-rows-go-rising-strength = las filas sin armas van por Fuerza creciente
diag-osr-unarmed-table-needs-least-one-row = la tabla sin armas necesita al menos una fila
diag-osr-level-runs-from-0-40 = un nivel va de 0 a 40
diag-osr-movement-above-120-metres-supported = no se admite un movimiento de más de 120 metros
diag-osr-casting-powers-needs-occupation-that-casts = lanzar poderes necesita un oficio (`occupation`) que lance (powers.ron)
diag-spell-spell-levels-run-from-0-9 = los niveles de conjuro van de 0 a 9
diag-spell-spell-needs-least-one-effect = un conjuro necesita al menos un efecto
diag-spell-heal-hit-dice = un efecto de curación cura de 1 a { $most } dados de vida de la criatura curada, con un bono de como mucho { $bonus } en cualquier sentido
diag-spell-casting-time-rounds-least-1 = un tiempo de lanzamiento en rondas es al menos 1
diag-spell-range-least-1-square = un alcance es de al menos 1 espacio
diag-spell-spell-caster-has-personal-range = un conjuro sobre el lanzador tiene alcance `Personal`
diag-spell-area-least-1-square = un área es de al menos 1 espacio
diag-spell-duration-rounds-least-1 = una duración en rondas es al menos 1
diag-spell-condition-lasts-least-1-round = un estado dura al menos 1 ronda
diag-spell-bonus-0-does-nothing = un bonificador de 0 no hace nada
diag-spell-sphere-radius = el radio de una esfera
diag-spell-cube-side = el lado de un cubo
diag-spell-cone-length = la longitud de un cono
diag-spell-line-length = la longitud de una línea
diag-cli-too-many-commands = { $count } órdenes; un archivo de órdenes tiene como mucho { $most }
diag-bindings-unknown-key = `{ $name }` no es el nombre de una tecla ni de un botón del ratón (mira la lista al principio de assets/bindings.ron)
diag-spell-instantaneous-spell-s-condition-bonus-needs = el estado o el bonificador de un conjuro instantáneo necesita sus propias rondas (`rounds`)
diag-spell-half-only-halves-damage-this-spell = `Half` solo reduce el daño a la mitad, y este conjuro no hace daño
diag-spell-instantaneous-spell-leaves-magic-dispel = un conjuro instantáneo no deja magia que disipar
diag-spell-touch-spell-has-one-creature-as = un conjuro de toque tiene como objetivo una criatura, no un área
diag-spell-cones-lines-start-caster-s-front = los conos y las líneas salen del frente del lanzador: usa el alcance `Personal`
diag-spell-personal-range-caster-itself-cone-line = el alcance `Personal` es para el propio lanzador o un cono o una línea desde su frente
diag-level-count-units = unidades (en el tablero y en la reserva)
diag-level-count-sides = bandos
diag-level-count-legend = entradas de leyenda
diag-level-count-triggers = disparadores
diag-level-count-objectives = objetivos
diag-level-hint-core-creature = {" "}(es una criatura de Core; este nivel juega `{ $plays }`)
diag-level-hint-osr-creature = {" "}(es una criatura OSR; este nivel juega `{ $plays }`)

## Saved fights

save-other-format = esta partida guardada tiene el formato { $format }; este juego lee el formato { $ours }
save-different-data = esta partida se guardó con otros datos del juego: al jugarla de nuevo el combate puede no ser el mismo
save-different-fight = al jugar de nuevo esta partida no sale el combate que se guardó (se hizo con la versión { $version }, o con otros datos)
save-written = Guardada como { $path }
save-cannot-write = no se puede escribir la partida: { $error }
save-too-many-commands = { $count } órdenes; una partida guardada tiene como mucho { $most }
save-level-does-not-load = el nivel que contiene (de { $level }) no carga: { $at }: { $problem }

## Deshacer
undo-nothing = No hay nada que deshacer.
undo-over = El combate ha terminado: no se puede deshacer nada.
undo-other-side = No se puede deshacer la última orden: fue de { $side }, y el turno ya ha pasado.
undo-rolled = No se puede deshacer «{ $what }»: se tiraron dados.
undo-revealed = No se puede deshacer «{ $what }»: sacó algo nuevo a la luz ({ $shown }).
undo-shown-script = el guion del nivel
undo-shown-joined = llegaron unidades al combate
undo-shown-side = una unidad cambió de bando
undo-shown-aware = una unidad se dio cuenta del combate
undo-shown-end = el combate terminó
undo-what-end-turn = terminar el turno
undo-what-delay = retrasar
undo-what-wait = esperar
undo-what-act-now = actuar ya
undo-what-command = la última orden
undo-done = Deshecho: «{ $what }».
save-opened-as-far = se abre hasta donde coincide: { $agreed } de sus { $all } órdenes

## Partidas guardadas en la ventana
save-not-possible = este combate no se puede guardar (su nivel no se leyó de un archivo)
save-no-folder = no hay carpeta para las partidas (ni XDG_DATA_HOME ni HOME están definidas)
save-wait-for-ai = Espera a que acabe el turno de la IA para guardar.
save-failed = No se ha guardado el combate: { $why }
game-menu-heading = Partida
game-menu-seed = Semilla de los dados { $seed } (play NIVEL --seed { $seed } vuelve a jugar este combate)
game-menu-resume = Seguir
game-menu-save = Guardar
game-menu-editor = Volver al editor
game-menu-title = Menú principal
menu-continue = Continuar: { $level }
menu-load = Cargar…
menu-back = Volver a los niveles
menu-saves-heading = Combates guardados
menu-no-saves = Aún no hay combates guardados (se guardan en { $dir }).
menu-save-detail = Ronda { $round }, turno de { $unit } · { $when }
menu-save-over = Ronda { $round }, el combate ha terminado · { $when }
menu-save-no-turn = turno de nadie
menu-save-broken = No se puede abrir: { $problem }
menu-save-autosave = autoguardado
menu-save-confirm = { $warning }. Haz clic otra vez para abrirlo así.
menu-hint-saves = Pulsa en un combate guardado para seguir desde donde se guardó. Esc sale.

## Paso de pantalla
handoff-pass = Pasa la pantalla a { $side }
handoff-hint = Ronda { $round }. Haz clic, o pulsa Intro o Espacio, para empezar el turno de { $side }.
handoff-since = Desde vuestro último turno:
handoff-earlier = … { $count } { $count ->
        [one] suceso anterior
       *[other] sucesos anteriores
    } (el registro los tiene todos)

## Ver una repetición
replay-hint = Repetición: suceso { $at } de { $all }{ $playing ->
    [yes] , en marcha
   *[other] {""}
} | Intro: reproducir o pausar | N, B: suceso siguiente o anterior | Espacio: saltar animaciones
replay-play = ▶ Reproducir
replay-pause = ❚❚ Pausa
replay-event-next = Suceso ›
replay-event-back = ‹ Suceso
replay-turn-next = Turno »
replay-turn-back = « Turno
replay-round-next = Ronda »»
replay-round-back = «« Ronda
menu-save-watch = Ver
save-watching = Un combate que se está viendo no se guarda: su partida es la que se abrió.

## La ayuda de la línea de órdenes (--help)

cli-about = Leyendas Tactics: combate táctico por turnos con las reglas de Mundo de Leyendas. Sin orden, abre el menú principal.
cli-usage = Uso:
cli-heading-commands = Órdenes
cli-heading-arguments = Argumentos
cli-heading-options = Opciones
cli-options-placeholder = OPCIONES
cli-command-placeholder = ORDEN
cli-help = Muestra esta ayuda
cli-version = Muestra la versión del juego
cli-lang = El idioma de los textos del juego: es o en (por defecto: el elegido en el menú, si no LC_ALL o LANG, si no en)
cli-validate-about = Revisa archivos de nivel (o carpetas de ellos) y escribe `ruta:línea:columna: error: mensaje` por cada problema. Sale con 1 si algún archivo tiene un error
cli-validate-paths = Archivos de nivel, archivos de datos o carpetas de ellos que revisar
cli-play-about = Abre la ventana del juego: el menú principal, o directamente NIVEL (la IA juega los bandos que el nivel le da, salvo con --hot-seat)
cli-play-level = El archivo de nivel que jugar directamente (ninguno: el menú principal)
cli-run-about = Juega un combate sin ventana: tira la iniciativa, aplica las órdenes en orden y escribe cada suceso
cli-replay-about = Vuelve a jugar una partida guardada sin ventana: escribe sus sucesos (como `run`) y comprueba que son el combate que se guardó (sale con 1 si no lo son)
cli-simulate-about = Juega N combates con la IA en cada bando e informa de victorias, rondas, supervivencia, daño causado y ataques de oportunidad
cli-level = El archivo de nivel
cli-seed = Semilla de los dados, de 0 a 18446744073709551615 (run: 1 si no se da; play: dados nuevos cada vez, con la semilla en la primera línea del registro, salvo si se da o con --commands o --screenshot, que usan 1)
cli-simulate-seed = La semilla del primer combate, de 0 a 18446744073709551615 (por defecto 1); las de los combates son N, N+1, …
cli-commands = Una lista RON de órdenes que aplicar en orden, p. ej. `[Move(unit: "aria", to: (4, 2)), EndTurn(unit: "aria")]`
cli-rolls = Resultados que muestran los siguientes dados, en orden, antes de que sigan los dados de la semilla (p. ej. 14,3,20)
cli-data = Carpeta con los archivos de datos (por defecto: ./assets/data si existe, si no la copia incorporada)
cli-screenshot = Dibuja, guarda la ventana como PNG en esta ruta y sale
cli-frames = Fotogramas que dibujar antes de la captura (por defecto 10)
cli-hover = Trata el espacio X,Y como si estuviera bajo el ratón, para ver sus previsiones (p. ej. --hover 4,2)
cli-animate = Mantiene las animaciones en el modo de captura
reload-replayed = Recargado { $file }: { $count ->
    [0] la lucha empieza de nuevo
    [one] su orden se juega de nuevo
   *[other] sus { $count } órdenes se juegan de nuevo
}
reload-restarted = Recargado { $file }: la lucha vuelve a empezar, pues la orden { $number } ya no se puede jugar ({ $why })
reload-broken = { $count ->
    [one] El archivo guardado no carga (la lucha sigue como estaba hasta que cargue):
   *[other] Los archivos guardados no cargan: { $count } problemas (la lucha sigue como estaba hasta que carguen):
}
cli-watch = Vigila los archivos del nivel y de datos aunque se tome una captura: al guardar se reconstruye la lucha (la ventana siempre lo hace si no)
cli-mods = La carpeta de un mod, o una carpeta de mods, para que el menú la liste con los instalados en la carpeta de datos del jugador (mods/ allí); puede darse más de una vez
cli-aim = Empieza a apuntar este conjuro (por su id) con la unidad a la que le toca, para ver su previsión (p. ej. --aim fireball --hover 9,4)
cli-mode = Empieza en esta acción de la barra con la unidad a la que le toca, para ver su previsión sobre --hover: charge, coup-de-grace, aid-attack, aid-defense, trip, disarm, bull-rush, bull-rush-follow, grapple, drag, shake-free, sunder, overrun, charge-trip, hero-aid, hero-aid-late, throw, ride-shoot o ride-cast (con --aim CONJURO; p. ej. --mode trip --hover 4,3)
cli-hot-seat = Juega cada bando a mano, también los de la IA, pasando la pantalla entre jugadores (las capturas muestran siempre todos los bandos a mano, sin la pantalla de paso)
cli-ruleset = Jugar el nivel con este reglamento en vez del suyo: core, osr o wfrp (sus criaturas y equipo de las tablas de ese reglamento; lo que ese reglamento no lee se deja de lado, con un aviso)
cli-simulate-ruleset = Jugar los combates con cada uno de estos reglamentos en vez del del nivel, un informe de cada uno y luego lado a lado: p. ej. core,osr,wfrp
cli-validate-ruleset = Comprobar los niveles como se juegan con este reglamento en vez del suyo: core, osr o wfrp (lo que no lee se deja de lado, con un aviso)
cli-validate-format = text (por defecto) o json: un objeto JSON con cada archivo revisado y cada problema con su archivo, línea, columna, gravedad, mensaje y el nombre conocido que sugiere, para editores e integración continua
cli-validate-json = Lo mismo que --format json
cli-difficulty = Lo bien que juega la IA: easy, normal o hard (por defecto: la del nivel)
cli-size = El tamaño de la ventana, ANCHOxALTO (p. ej. 1920x1080; por defecto: como se dejó, si no 1280x720)
cli-ui-scale = El tamaño de la interfaz, de 0.75 a 2.0 (por defecto: el elegido en el menú, si no 1)
cli-load = Abre una partida guardada (ver `run --save`) donde se dejó, en lugar de un nivel
cli-replay = Vuelve a ver el combate de una partida desde el principio (reproducir, pausa, avanzar por suceso, turno o ronda)
cli-json = Un objeto JSON por suceso y línea en lugar de texto legible
cli-simulate-json = El informe como un solo objeto JSON
cli-ai = Deja a la IA cada turno que las órdenes no juegan (un turno cuya unidad no es la de la siguiente orden), y cada turno cuando se acaban las órdenes
cli-save = Guarda el combate como partida cuando acaba la ejecución (ver `replay`)
cli-replay-save = La partida guardada que volver a jugar
cli-runs = Cuántos combates, de 1 a 10.000.000 (por defecto 100)
cli-jobs = Hilos en los que jugar los combates (por defecto: uno por núcleo); el informe es el mismo con cualquier número
cli-value = { $name ->
        [paths] RUTAS
        [level] NIVEL
        [seed] N
        [commands] ARCHIVO
        [rolls] TIRADAS
        [data] CARPETA
        [screenshot] SALIDA.png
        [frames] N
        [hover] X,Y
        [aim] CONJURO
        [difficulty] D
        [size] AxB
        [ui_scale] E
        [load] PARTIDA
        [replay] PARTIDA
        [save] PARTIDA
        [runs] N
        [jobs] N
        [lang] IDIOMA
        [ruleset] REGLAMENTO
        [format] FORMATO
        [mods] CARPETA
        [rules] CONJUNTO
       *[other] { $name }
    }

## Semilla 003 (WFRP): archivos de datos
diag-data-wfrp-data-files-missing = faltan los archivos de datos WFRP
diag-wfrp-creature-problem = criatura `{ $id }`: { $message }
diag-wfrp-creature-also-taken = criatura `{ $id }`: `{ $other }` ya nombra una criatura
diag-wfrp-spell-problem = hechizo `{ $id }`: { $message }
diag-wfrp-spell-number = `casting_number` va de 1 a 50
diag-wfrp-spell-rounds = un lanzamiento prolongado lleva 2 asaltos o más (`Full` es uno)
diag-wfrp-spell-reach = `reach` va de 1 a { $most } casillas
diag-wfrp-spell-caster-reach = un hechizo dirigido al lanzador (`Caster`) tiene el alcance `Caster`, y solo ese
diag-wfrp-spell-ward = una protección da de 1 a 10 puntos de armadura durante 1 asalto o más
diag-wfrp-unknown-spell = hechizo desconocido `{ $id }` (spells.ron)
diag-wfrp-spells-need-magic = una criatura con hechizos necesita Magia (`mag`) de 1 o más
diag-wfrp-weapon-problem = arma `{ $id }`: { $message }
diag-wfrp-armour-problem = armadura `{ $id }`: { $message }
diag-wfrp-location-table-problem = tabla de localizaciones `{ $id }`: { $message }
diag-wfrp-profile-range = `{ $name }` va de { $least } a { $most }, no { $value }
diag-wfrp-weapon-damage = `{ $text }` no es un daño de arma: escribe SB, SB-1, SB+1 o un número entero
diag-wfrp-weapon-needs-range = un arma de proyectiles o arrojadiza necesita `range:` en casillas
diag-wfrp-weapon-melee-range = un arma cuerpo a cuerpo alcanza las casillas de al lado: quita `range`
diag-wfrp-weapon-range = `range` va de 1 a { $most } casillas
diag-wfrp-weapon-reload-rounds = una recarga de varios asaltos lleva 2 asaltos o más (`Full` es uno)
diag-wfrp-armour-points = los puntos de armadura van de 0 a 10, no { $points }
diag-wfrp-location-rolls = una franja va de 1 a 100, su primera tirada primero, no ({ $from }, { $to })
diag-wfrp-location-overlap = la tirada { $roll } cae también en `{ $other }`: cada tirada cae en un solo sitio
diag-wfrp-location-gap = la tirada { $roll } no cae en ningún sitio: toda tirada de 1 a 100 necesita uno
diag-wfrp-critical-severity = una fila cubre gravedades de 1 a 8, la menor primero (9 y 10 matan), no ({ $from }, { $to })
diag-wfrp-critical-twice = `{ $id }` nombra dos filas: cada fila tiene su propio id
diag-wfrp-critical-effect-number = los turnos y las penalizaciones son 1 o más, la probabilidad de desangrarse de 1 a 99
diag-wfrp-critical-cover = { $part }: la gravedad { $severity } la cubren { $rows } filas, no 1: cada parte cubre de 1 a 8 una vez
diag-wfrp-location-unknown = `{ $id }` no es un sitio de ninguna tabla de localizaciones
diag-wfrp-unknown-location-table = tabla de localizaciones `{ $id }` desconocida (mira hit_locations.ron)

## Seed 003's data names
term-mercenary = Mercenario
term-swordsman = Espadachín
term-elf-hunter = Cazador elfo
term-dwarf-ironbreaker = Rompehierros enano
term-hand-weapon = Arma de mano
term-great-weapon = Arma a dos manos
term-crossbow = Ballesta
term-throwing-axe = Hacha arrojadiza
term-claws-and-teeth = Garras y dientes
term-leather-jerkin = Jubón de cuero
term-full-leathers = Cuero completo
term-mail-shirt-and-leathers = Camisa de mallas y cuero
term-plate-and-mail = Placas y mallas
term-thick-hide = Piel gruesa
term-padded-jack = Jubón acolchado
term-halfling-scout = Explorador halfling
term-great-wolf = Lobo gigante
term-head = Cabeza
term-right-arm = Brazo derecho
term-left-arm = Brazo izquierdo
term-body = Cuerpo
term-right-leg = Pierna derecha
term-left-leg = Pierna izquierda
term-right-foreleg = Pata delantera derecha
term-left-foreleg = Pata delantera izquierda
term-right-hind-leg = Pata trasera derecha
term-left-hind-leg = Pata trasera izquierda

## Semilla 003 (WFRP) en juego
log-action-wfrp = { $unit }: { $action } ({ $kind ->
        [half] media acción
        [full] acción completa
       *[free] gratis
    })
wfrp-helpless = el objetivo no puede defenderse: impacta, y hace 1d10 más
log-hit-location = el golpe alcanza a { $target } en { $location } (d100 { $roll })
log-hit-location-covered = { $hidden } de { $target } queda tras la cobertura (d100 { $roll }): el golpe alcanza { $location }
log-fury = ¡Furia de Ulric! { $attacker } vuelve a tirar: { $roll }, y suma { $dice }
log-fury-fails = un 10 en el daño, pero la segunda tirada de { $attacker } falla: { $roll }
log-critical-hit = crítico a { $unit } en { $location }: valor { $value }, d100 { $roll }, gravedad { $severity }
term-critical-wounds = heridas críticas
term-ringing-ears = le zumban los oídos
term-dazed = { $gender ->
        [f] atontada
       *[m] atontado
    }
term-split-brow = ceja partida
term-cracked-skull = cráneo fracturado
term-jarred-arm = brazo entumecido
term-weapon-knocked-loose = arma arrancada de la mano
term-broken-arm = brazo roto
term-severed-arm = brazo cercenado
term-winded = sin aliento
term-cracked-ribs = costillas rotas
term-gut-wound = herida en el vientre
term-run-through = atravesado
term-twisted-knee = rodilla torcida
term-knocked-down = derribado
term-broken-leg = pierna rota
term-severed-leg = pierna cercenada
log-opposed = { $unit } hace una tirada enfrentada con { $against } ({ $why }): { $roll }; { $against }: { $against_roll }; gana { $winner }
why-wfrp-run-difficult = no se corre por terreno difícil, como en { $at }
term-running = corriendo
why-wfrp-against-a-foe = se hace contra un enemigo
why-wfrp-foe-cannot-resist = el enemigo no puede resistirse: golpéalo
why-wfrp-push-one-square = el enemigo se desplaza una casilla, a una de su lado
term-feint-at = finta contra
term-feint = finta
term-manoeuvre = hostigar
log-critical-effect-wfrp = { $unit }: { $effect } ({ $does })
wfrp-effect-and = { $first }, { $rest }
wfrp-effect-stunned = aturdido { $turns ->
        [one] un turno
       *[other] { $turns } turnos
    }
wfrp-effect-loses-half = media acción { $turns ->
        [one] en su siguiente turno
       *[other] en cada uno de sus { $turns } siguientes turnos
    }
wfrp-effect-penalty = −{ $points } % a toda tirada
wfrp-effect-prone = cae al suelo
wfrp-effect-drops-weapon = suelta el arma
wfrp-effect-lame = la mitad de su Movimiento
wfrp-effect-bleeding = se desangra, { $chance } % de morir cada turno
wfrp-effect-unconscious = inconsciente
wfrp-effect-none = nada más
wfrp-effect-dead = muerto
wfrp-test-bleeding = para seguir vivo mientras se desangra
wfrp-surprised = sorprendido
help-surprised-wfrp = sorprendido: pierde su primer turno, y hasta entonces no puede parar ni esquivar
help-grappled-wfrp = en una presa: solo puede intentar liberarse (acción completa, Fuerza enfrentada); no para ni esquiva, y los golpes cuerpo a cuerpo contra la unidad tienen +20 %
help-grappling-wfrp = apresando: mantiene la presa, hace daño (Fuerza enfrentada) o suelta; no para ni esquiva, y los golpes cuerpo a cuerpo contra la unidad tienen +20 %
why-wfrp-push-a-hold = no se puede hostigar a quien está en una presa
why-wfrp-no-fortune = no le quedan puntos de Suerte
why-wfrp-half-action-left = tiene sus dos medias acciones: la extra se compra tras la primera
action-wfrp-jump = saltar
why-wfrp-jump-gap = un salto salva una casilla que impide andar pero no ver (agua profunda, una barricada), en línea recta entre la unidad y donde cae
why-wfrp-held = está apresado: solo puede intentar liberarse
why-wfrp-holding = tiene a alguien apresado: puede mantener la presa, hacer daño o soltar antes
why-wfrp-already-held = ese enemigo ya está apresado
why-wfrp-not-held = nadie lo tiene apresado
wfrp-test-slip-grab = para zafarse de la presa
action-wfrp-alone = { $what }
term-break-free = liberarse
term-let-go-of = soltar a
term-hurt = dañar a
outlook-wfrp-reroll = un fallo se repite con un punto de Suerte
outlook-wfrp-test = tirada de { $skill }: { $target } % o menos
outlook-wfrp-reaction = puede { $kind ->
        [parry] parar
       *[dodge] esquivar
    } con { $target } % o menos
outlook-wfrp-critical = un crítico en el { $chance } % de los golpes
wfrp-hud-one-half = media acción
wfrp-hud-two-halves = dos medias acciones o una completa
wfrp-token-hover = { $name } (Heridas { $wounds }/{ $max })
wfrp-panel-wounds-left = Heridas { $wounds }/{ $max }  { $state }
wfrp-unhurt = { $gender ->
        [f] ilesa
       *[m] ileso
    }
wfrp-lightly-wounded = { $gender ->
        [f] herida leve
       *[m] herido leve
    }
wfrp-heavily-wounded = { $gender ->
        [f] herida grave
       *[m] herido grave
    }
wfrp-panel-profile = HA { $ws } · HP { $bs } · F { $s } · R { $t } · Ag { $ag } · A { $a }
wfrp-panel-armour = Armadura: { $places }
wfrp-panel-no-armour = Sin armadura
wfrp-panel-wounds = Heridas críticas: { $wounds }
wfrp-panel-reacted = Ya ha parado o esquivado este asalto
wfrp-help-dying = con 0 Heridas aún lucha; un golpe que las pase es un crítico (9 y 10 matan)
diag-level-unit-unknown-wfrp-creature = unidad `{ $id }`: criatura WFRP desconocida `{ $c }` (assets/rulesets/wfrp/creatures.ron){ $hint }
diag-level-hint-wfrp-creature = {" "}(es una criatura WFRP, de assets/rulesets/wfrp/creatures.ron; este nivel juega `{ $plays }`)
diag-level-unit-wfrp-unit-names-creature = unidad `{ $id }`: una unidad WFRP nombra una criatura (`creature`) de assets/rulesets/wfrp/creatures.ron
diag-level-unit-wfrp-wounds = unidad `{ $id }`: hp { $hp } debe ir de 1 a sus Heridas { $most }
term-ws = HA
term-bs = HP
term-ag = Ag
term-parry = parar
term-into-melee = contra un enfrascado en combate
term-wp = V
term-channelling = canalización
term-grappled = apresado
action-wfrp-cast = lanzar { $spell }
action-wfrp-channel = canalizar
wfrp-spell-summary = { $spell }: número de lanzamiento { $number }, { $time ->
        [half] media acción
        [full] una acción completa
       *[rounds] una acción completa en cada uno de { $rounds } asaltos
    }
risk-casting-roll = tirada de lanzamiento: { $dice }d10{ $bonus ->
        [0] {""}
       *[other] {" "}+{ $bonus }
    } ha de llegar a { $number }: { $chance }
term-magic-dart = Dardo mágico
term-ball-of-fire = Bola de fuego
term-healing-hand = Mano sanadora
term-aethyric-armour = Armadura etérea
wfrp-test-reserve-first = para actuar primero
wfrp-test-channelling = para canalizar
why-wfrp-no-defensive-casting = lanzar a la defensiva no es una regla del seed 003
why-wfrp-one-spell-a-round = ya ha lanzado un hechizo este asalto (uno por asalto)
why-wfrp-channelled-already = ya ha canalizado
help-channelled-wfrp = canalizando: su próxima tirada de lanzamiento este turno suma su Magia
term-long-shot = disparo a doble alcance
term-toughness-bonus = BR
bar-wfrp-defensive-stance = Postura defensiva (−20 % a los golpes contra él hasta su siguiente turno; no ataca)
bar-wfrp-swift-attack = Ataque rápido (tantos golpes como sus Ataques)
bar-wfrp-cautious-attack = Ataque cauteloso (−10 % HA, +10 % a parar y esquivar)
bar-wfrp-all-out-attack = Ataque total (+20 % HA, sin parar ni esquivar)
bar-wfrp-aim = Apuntar (+10 % a su siguiente ataque normal)
why-not-a-manner-of-these-rules = esa forma de atacar no está en estas reglas
why-wfrp-melee-only = es un ataque cuerpo a cuerpo
why-wfrp-swift-shot-needs-free-reload = un ataque rápido a distancia necesita un arma que se recargue como acción gratuita
action-wfrp-defensive-stance = postura defensiva
action-wfrp-aim = apunta
term-aim = apuntar
term-cautious = cauteloso
term-all-out = ataque total
term-defensive-stance = postura defensiva
term-cautious-attack-on = ataque cauteloso contra
term-all-out-attack-on = ataque total contra
term-swift-attack-on = ataque rápido contra
log-fortune = { $unit } gasta un punto de Suerte { $on ->
        [reroll] para repetir la tirada, y deja { $roll }
        [reaction] para otra parada o esquiva este asalto
        [half] para media acción más este turno
       *[initiative] para sumar 1d10 a su iniciativa: { $extra }
    } (le quedan { $left })
log-fate = { $unit } gasta un punto de Destino y escapa de la muerte: lo dan por muerto, fuera del combate (le quedan { $left })
log-extended = { $unit } { $task ->
       *[reload] carga { $what }
    }: asalto { $done } de { $of }
log-extended-lost = { $unit } deja { $task ->
       *[reload] de cargar { $what }
    }: pierde lo hecho
wfrp-panel-points = Suerte { $fortune } · Destino { $fate }
action-wfrp-guard = postura de guardia
bar-wfrp-extra-half = Suerte: media acción más (le quedan { $left })
bar-wfrp-channel = Canalizar (una tirada de Voluntad: su siguiente tirada de lanzamiento de este turno suma su Magia)
overlay-wfrp-contest = { $what }: HA { $mine } contra { $theirs }, { $chance } % de ganar
hint-run = Pulsa una casilla para correr hasta ella (el triple de M; los disparos contra la unidad tienen -20 %, los golpes +20 %) | Esc cancela
hint-feint = Pulsa un enemigo a tu alcance para fintar (el tablero muestra la probabilidad y lo que se gana) | Esc cancela
hint-manoeuvre = Pulsa un enemigo al lado para empujarlo una casilla hacia atrás (HA enfrentada) | Esc cancela
preview-no-square-behind = no hay casilla justo detrás de ese enemigo
bar-wfrp-run = Correr (el triple de M, acción completa; disparos contra la unidad -20 %, golpes +20 %)
bar-wfrp-feint = Finta (HA enfrentada: si gana, su siguiente ataque normal no se para ni esquiva)
bar-wfrp-manoeuvre = Hostigar (HA enfrentada: si gana, empuja al enemigo una casilla)
bar-wfrp-guard = Postura de guardia (una parada lista hasta su siguiente turno, aun sin nada en la mano izquierda)
bar-wfrp-grapple = Presa (un golpe sin armas; si impacta, el enemigo tira Agilidad o queda apresado)
bar-wfrp-break-free = Liberarse (Fuerza enfrentada con quien lo apresa)
bar-wfrp-hurt = Dañar al apresado (Fuerza enfrentada; si gana, el daño de un golpe sin armas)
bar-wfrp-let-go = Soltar
log-free-attack-wfrp = { $target } se aleja del cuerpo a cuerpo: { $attacker } tiene un ataque gratuito

## Los estados del semilla 001: nombres, y las piezas de una ayuda escrita desde su fila
## (src/rules/condition_table.rs; src/ui/condition_help.rs).
term-frightened = { $gender ->
        [f] asustada
       *[m] asustado
    }
term-cowering = { $gender ->
        [f] aterrada
       *[m] aterrado
    }
term-blinded = { $gender ->
        [f] cegada
       *[m] cegado
    }
term-confused = { $gender ->
        [f] confusa
       *[m] confuso
    }
term-dazzled = { $gender ->
        [f] deslumbrada
       *[m] deslumbrado
    }
term-panicked = { $gender ->
        [f] despavorida
       *[m] despavorido
    }
term-flat-footed = { $gender ->
        [f] desprevenida
       *[m] desprevenido
    }
term-energy-drained = energía consumida
term-deafened = { $gender ->
        [f] ensordecida
       *[m] ensordecido
    }
term-shaken = { $gender ->
        [f] estremecida
       *[m] estremecido
    }
term-exhausted = { $gender ->
        [f] exhausta
       *[m] exhausto
    }
term-fascinated = { $gender ->
        [f] fascinada
       *[m] fascinado
    }
term-fatigued = { $gender ->
        [f] fatigada
       *[m] fatigado
    }
term-staggered = grogui
term-incorporeal = incorporal
term-innate = innato
term-helpless = { $gender ->
        [f] indefensa
       *[m] indefenso
    }
term-sickened = { $gender ->
        [f] indispuesta
       *[m] indispuesto
    }
term-invisible = invisible
term-nauseated = { $gender ->
        [f] mareada
       *[m] mareado
    }
term-paralyzed = { $gender ->
        [f] paralizada
       *[m] paralizado
    }
term-petrified = { $gender ->
        [f] petrificada
       *[m] petrificado
    }
term-broken = { $gender ->
        [f] rota
       *[m] roto
    }
term-pinned = { $gender ->
        [f] sujeta
       *[m] sujeto
    }
term-silenced = { $gender ->
        [f] silenciada
       *[m] silenciado
    }
cond-help = { $name }: { $what }
cond-sets-strength = Fue cuenta como { $value }
cond-sets-dexterity = Des cuenta como { $value }
cond-to-attacks = { $amount } a los ataques
cond-to-melee-attacks = { $amount } a los ataques cuerpo a cuerpo
cond-to-damage = { $amount } al daño
cond-to-defense = { $amount } a la Defensa
cond-to-defense-in-melee = { $amount } a la Defensa cuerpo a cuerpo
cond-to-defense-at-range = { $amount } a la Defensa a distancia
cond-to-maneuvers = { $amount } a las maniobras de combate
cond-to-saves = { $amount } a las salvaciones
cond-to-checks = { $amount } a las pruebas de habilidad y característica
cond-to-initiative = { $amount } a la iniciativa
cond-to-strength = { $amount } a la Fue
cond-to-dexterity = { $amount } a la Des
cond-loses-dex = sin Des ni escudo a la Defensa
cond-cannot-act = pierde sus turnos
cond-cannot-move = no puede moverse
cond-single-action = una acción de movimiento o estándar por turno
cond-move-only = una acción de movimiento por turno y nada más
cond-helpless = indefenso
cond-no-opportunity-attacks = sin ataques de oportunidad
cond-no-charge = no puede cargar ni correr
cond-drops-held = suelta lo que tiene en las manos
cond-threat-only-on-twenty = un arma solo amenaza crítico con un 20 natural
cond-crit-at-most-double = el crítico de un arma multiplica por 2 como mucho
cond-halves-armour = el bonificador de una armadura o un escudo se reduce a la mitad
cond-crossbow-only = solo dispara con ballesta
cond-no-verbal = sin conjuros con componente verbal
cond-verbal-failure = { $percent } % de perder un conjuro con componente verbal
cond-no-two-handed = nada que requiera las dos manos
cond-half-speed = mitad de velocidad
cond-blind = todo enemigo tiene ocultación total ({ $percent } % de fallo)
cond-unseen = ocultación total ante quien ve ({ $percent } % de fallo)
cond-flees = huye de lo que lo asusta
cond-acts-at-random = actúa según la tabla de confusión
cond-concentration = lanzar exige concentración
cond-ends-when-hurt = el daño lo termina
cond-crossed-at-double-cost = amigo o enemigo puede atravesar su casilla, que cuenta como dos
cond-broken-by-threat = lo rompe un enemigo que le ataca, lanza un conjuro o desenvaina a su vista; un enemigo que se le pone al lado le da otra salvación
cond-bleeds = pierde puntos de golpe al empezar sus turnos
cond-intangible = inmune a ataques mundanos, mitad de daño mágico

## Turnos que juega un estado (src/rulesets/core/compelled.rs)
log-compelled = { $unit } está { $condition }: { $does }
log-compelled-roll = { $unit } está { $condition } (d% { $roll }): { $does }
compelled-flees = huye a { $to }
compelled-cornered-fights = sin salida, lucha
compelled-cornered-cowers = sin salida, se encoge de miedo y pierde su turno
compelled-acts-normally = actúa con normalidad
compelled-babbles = balbucea y no hace nada
compelled-moves-away = se aleja de { $from }
compelled-attacks = ataca a { $target }
compelled-strikes-back = devuelve el golpe a { $target }, que le atacó

## The spells of seed 001's conditions (assets/data/spells.ron)
term-cause-fear = Causar miedo
term-fear = Miedo
term-confusion = Confusión
term-hold-person = Inmovilizar persona
term-hypnotism = Hipnotismo
term-stinking-cloud = Nube apestosa
term-color-spray = Rociada de color
term-cult-adept = Adepto del culto

## Ocultación (src/rulesets/core/strike.rs)
log-miss-chance-misses = { $attacker } no ve a { $target } ({ $why }): d100 { $roll }, hasta { $percent } falla: el golpe falla
log-miss-chance-hits = { $attacker } no ve a { $target } ({ $why }): d100 { $roll }, más de { $percent }: el golpe acierta
outlook-miss-chance = { $why }: ocultación, falla el { $percent } % de los impactos
outlook-splash = se rompe: { $dice } a todos los que estén junto a donde estalla; si falla, se desvía
outlook-condition-attack = { $condition }: { $value } al impacto
outlook-condition-defense = objetivo { $condition }: { $value } a la Defensa
outlook-condition-no-dex = objetivo { $condition }: sin bonificador de Des a la Defensa
outlook-condition-dex-set = objetivo { $condition }: su Des cuenta como { $score } para la Defensa
outlook-unseen-no-dex = el objetivo no ve venir el golpe: sin bonificador de Des a la Defensa
term-invisibility = Invisibilidad
term-blindness = Ceguera
cond-ends-when-healed = cualquier curación lo detiene
term-bleed = sangrado
term-wounding-curse = Maldición hiriente
diag-data-bleed-takes-dice = el sangrado lleva sus dados: escribe Bleed(dice: "1d4")
diag-data-energy-drain-takes-levels = la energía consumida se impone como niveles negativos: escribe NegativeLevels(dice: "1d4")
diag-data-condition-not-innate = { $condition } no es un estado que una criatura tenga siempre
diag-data-incorporeal-is-innate = incorporal es lo que una criatura es, no algo que se le impone: ponlo en los conditions: [Incorporeal] de la criatura
panel-bleeds = { $help } ({ $dice } por turno)
panel-negative-levels = { $levels ->
    [one] un nivel negativo
   *[other] { $levels } niveles negativos
}: { $help }, cada uno
log-spell-failure = { $unit } está { $why }: d100 { $roll } contra { $percent } % de perder el conjuro: { $result }
risk-condition-failure = ! { $why }: { $percent } % de perder el conjuro
diag-data-on-hit-condition-needs-rounds = el estado de un golpe dura unas rondas de los turnos de su objetivo: dale `rounds`
diag-data-on-hit-lays-conditions-only = un golpe impone un Condition(…), un Bleed(…) o NegativeLevels(…), nada más
term-cruel-dagger = Daga cruel
term-venom-blade = Hoja venenosa
rules-switch-combat-maneuvers = maniobras de combate
rules-switch-splash-weapons = armas deflagradoras
rules-switch-hero-points = puntos de héroe
why-maneuvers-not-in-rules = las maniobras de combate son una regla de la semilla 001 que este nivel no juega (su interruptor es combat_maneuvers)
why-maneuver-out-of-reach = { $target } no está a su alcance cuerpo a cuerpo
why-target-already-down = { $target } ya está en el suelo
why-rider-and-mount-stand-together = jinete y montura se mueven y caen juntos
why-nothing-to-disarm = { $target } no empuña nada que se le pueda quitar
why-nothing-to-sunder = { $target } no lleva nada que se pueda romper
why-overrun-needs-a-foe-beside = para arrollar, el enemigo debe estar a su lado
why-no-way-through = la casilla de detrás del enemigo no está libre
why-charge-trips-or-bull-rushes = una carga puede acabar en un derribo o una embestida (sin seguir), ninguna otra maniobra
why-following-needs-the-move-action = seguir al enemigo empujado pide la acción de movimiento, y ya está gastada
why-it-cannot-move = no puede moverse
action-maneuver = { $kind } { $target }
action-charge-maneuver = cargar para { $kind } { $target }
action-follow = seguir
log-maneuver = { $unit } intenta { $kind } { $target }: d20 { $roll } { $modifiers } = { $total } contra DMC { $cmd }: { $result }
log-maneuver-by = éxito por { $by }
log-maneuver-natural-20 = éxito (20 natural)
log-maneuver-short = fallo por { $by }
log-maneuver-natural-1 = fallo (1 natural)
log-maneuver-automatic = { $unit } intenta { $kind } { $target }, que no puede defenderse: éxito sin tirada
log-pushed = { $by } empuja a { $unit } de { $from } a { $to }
term-attack-of-opportunity = ataque de oportunidad
term-bare-hands = sin arma
overlay-and-then = { $first } · { $then }
overlay-maneuver = { $kind }: { $chance } % ({ $cmb } contra DMC { $cmd })
overlay-maneuver-trip = tumbado
overlay-maneuver-disarm = suelta { $weapon }
overlay-maneuver-bull-rush = empujado una casilla, una más por cada 5
overlay-maneuver-trip-fails = fallo por 10: se cae
overlay-maneuver-disarm-fails = fallo por 10: suelta la suya
overlay-maneuver-provokes = { $foe } golpea antes
bar-trip = Derribar
bar-disarm = Desarmar
bar-sunder = Romper arma
bar-overrun = Arrollar
bar-charge-trip = Cargar y derribar
bar-bull-rush = Embestir
bar-bull-rush-follow = Embestir y seguir
hint-maneuver = Pulsa en un enemigo a tu alcance (d20 + BMC contra su DMC; si te amenaza, golpea antes) | Esc cancela
hint-charge-trip = Pulsa en un enemigo para cargar contra él y derribarlo al final (+2 por la carga; si te amenaza, golpea antes) | Esc cancela
panel-maneuvers = BMC { $cmb }  DMC { $cmd }
sim-maneuvers = combates con alguna maniobra de combate: { $rate } %
maneuver-trip = derribar a
maneuver-disarm = desarmar a
maneuver-bull-rush = embestir a
maneuver-grapple = apresar a
maneuver-sunder = romper el equipo de
maneuver-overrun = arrollar a
maneuver-hold = mantener la presa sobre
maneuver-escape = zafarse de
condition-in-grapple = { $gender ->
        [f] apresada
       *[m] apresado
    }
condition-pinned = { $gender ->
        [f] sujeta
       *[m] sujeto
    }
help-in-grapple = apresado: -4 Des, -2 a los ataques y maniobras (no para apresar ni escapar), no puede moverse, nada a dos manos, sin ataques de oportunidad, concentración para lanzar
help-pinned = sujeto: desprevenido, -4 a la Defensa; solo puede intentar zafarse o lanzar un conjuro sin gestos ni materiales
log-grapple-holds = { $holder } tiene apresado a { $held }
log-grapple-ends = { $holder } ya no tiene apresado a { $held }
why-already-in-a-grapple = ya está en una presa
why-target-already-in-a-grapple = { $target } ya está en una presa
why-already-pinned = la criatura que tiene apresada ya está sujeta
why-drag-too-far = no puede arrastrar a su presa allí: una casilla libre a la mitad de su velocidad
why-nobody-holds-it = nadie la tiene apresada
why-pinned = sujeta, solo puede intentar zafarse o lanzar un conjuro sin gestos ni materiales
action-maintain-grapple = mantener la presa sobre { $held }
action-break-free = zafarse de { $holder }
action-release = soltar a { $held }
bar-grapple = Apresar
bar-hold = Mantener la presa
bar-hold-damage = Mantener y dañar
bar-hold-pin = Mantener y sujetar
bar-hold-drag = Mantener y arrastrar
bar-release = Soltar
bar-break-free-grapple = Zafarse
overlay-maneuver-grapple = ambos apresados, retiene al enemigo
overlay-maneuver-sunder = golpea { $item }: dureza { $hardness }, { $hp } PG
overlay-maneuver-overrun = pasa a la casilla de detrás, tumbado si por 5
overlay-maneuver-overrun-fails = fallo por 5: se cae
hint-drag = Pulsa una casilla a la mitad de su velocidad para arrastrar allí a su presa (d20 + BMC + 5 contra su DMC) | Esc cancela
term-holding-on = mantener
why-nothing-two-handed = apresada, no puede hacer nada que pida las dos manos
why-no-mind-to-fool = { $target } no tiene mente que engañar
action-feint = fintar a { $target }
log-feinted = { $target } cae en la finta: su Des no cuenta contra el siguiente golpe cuerpo a cuerpo de { $unit }
log-item-damaged = el golpe cae sobre { $item } de { $unit }: { $faces } = { $blow } contra dureza { $hardness }, le quedan { $hp } PG
log-broken = se rompe { $item } de { $unit }
log-destroyed = se destruye { $item } de { $unit }
log-splash = estalla en { $at } y salpica a { $units }
log-splash-nobody = estalla en { $at } sin salpicar a nadie
log-scatter = falla y se desvía: dado { $roll }, de { $from } a { $to }
log-catches-fire = { $unit } prende: { $dice } de fuego al empezar su siguiente turno
log-burns-out = se apaga el fuego de { $unit }
log-hero-point = { $unit } gasta { $spent } { $spent ->
        [one] punto
       *[other] puntos
    } de héroe ({ $what }), le quedan { $left }
bar-hero-left = { $left ->
        [one] queda 1 punto
       *[other] quedan { $left } puntos
    }
bar-hero-recall = Punto de héroe: recordar un uso de { $spell }
bar-hero-bonus = Punto de héroe: +8 a la próxima tirada
bar-hero-reroll = Punto de héroe: repetir la próxima tirada si falla
bar-hero-late-bonus = Punto de héroe: +4 si eso salva la próxima tirada
bar-hero-extra-move = Punto de héroe: una acción de movimiento más
bar-hero-extra-standard = Punto de héroe: una acción estándar más
log-hero-arms = { $unit } reserva un punto de héroe para su próxima tirada ({ $what })
log-hero-arms-for = { $unit } reserva un punto de héroe para la próxima tirada de { $ally } ({ $what })
log-countered = { $unit } contrarresta { $spell } de { $caster }: el conjuro falla
readied-counterspell = un contraconjuro
why-counterspell-waits-for-a-casting = un contraconjuro espera a que un enemigo empiece a lanzar (trigger: StartsToCast)
why-no-counterspells-here = este reglamento no juega contraconjuros
why-counterspell-needs-spells = no conoce ningún conjuro con que contrarrestar
log-rerolled = { $unit } vuelve a tirar: el { $was } no cuenta
log-spell-recalled = { $unit } recuerda { $spell }: { $left } { $left ->
        [one] uso
       *[other] usos
    } por gastar
why-hero-points-not-in-rules = este nivel no juega los puntos de héroe (rules: (hero_points: true))
why-no-hero-point = no le queda ningún punto de héroe
why-hero-waiting = está esperando: puede actuar ya sin gastar un punto de héroe
why-hero-has-acted = ya ha tenido su turno esta ronda
why-hero-action-not-spent = aún tiene esa acción este turno
why-hero-spell-not-used = le quedan todos los usos de { $spell }
log-cheats-death = { $unit } burla a la muerte: se queda con { $hp } de vida, estable
why-no-splash-weapon-in-hand = no tiene en la mano ningún frasco que lanzar (un arma con salpicadura)
why-splash-not-in-rules = este nivel no juega las armas deflagradoras (rules: (splash_weapons: true))
why-intersections-on-squares-only = un frasco se lanza a una intersección solo en casillas; en hexágonos, lánzalo a una criatura
why-intersection-off-the-board = esa intersección no está entre cuatro casillas del tablero
why-intersection-out-of-range = esa intersección no se ve o está más allá del tiro más largo ({ $farthest } casillas)
action-throw-at = lanzar { $weapon } a la esquina { $at }
log-thrown-at = { $unit } lanza { $weapon } a la esquina { $at }: d20 { $roll } { $modifiers } = { $total } contra { $defense }: { $result }
term-bluff = Engañar
term-animal-wits = mente animal
term-not-humanoid = no humanoide
term-conditions = estados
overlay-feint = Fintar: { $chance } % (Engañar { $bonus } contra { $dc }) · su Des no cuenta contra el siguiente golpe cuerpo a cuerpo
bar-feint = Fintar
bar-shake-free = Sacudir
action-shake-free = sacudir a { $ally } para librarle de su fascinación
overlay-shake-free = Sacudir a { $ally }: su fascinación termina (acción estándar, no provoca)
hint-shake-free = Pulsa un aliado bajo una fascinación, a tu lado, para sacudirle | Esc cancela

# Seed 001: shooting and casting while the mount moves (RideAndAct)
why-ride-two-squares-at-least = la montura debe recorrer dos casillas como mínimo: una antes de actuar y otra después
why-halfway-square-taken = a mitad de camino, en { $at }, la montura pasaría por la casilla de otra criatura
why-shoot-with-a-ranged-weapon = para disparar desde una montura en marcha hace falta un arma a distancia
why-cast-on-the-move-standard-at-most = en marcha solo se lanza un hechizo de acción estándar o menos
why-casting-between-two-moves = lanzar entre dos movimientos de su montura
why-casting-while-the-mount-runs = lanzar mientras su montura corre
action-ride-and-shoot = cabalgar y disparar a { $target }
action-ride-and-cast = cabalgar y lanzar { $spell }
term-mount-moving = montura en movimiento
term-mount-running = montura a la carrera

# Seed 001: aiming a flask in the window
overlay-throw-at = { $chance } de acertar en la esquina (Defensa 5)
    si falla, cae en una casilla marcada en sus esquinas
hint-throw-flask = Lanzar el frasco: pulsa en una criatura, o junto a una esquina de la cuadrícula para que estalle sobre las cuatro casillas que se juntan allí; si falla, cae en una casilla marcada en sus esquinas (Esc cancela)

# Seed 001: a hero point spent on an ally, picked on the board
bar-hero-aid = Punto de héroe: +4 a la próxima tirada de un aliado
bar-hero-late-aid = Punto de héroe: +2 si eso salva la próxima tirada de un aliado
bar-why-no-ally-beside = No tiene ningún aliado al lado
overlay-hero-aid = Punto de héroe para { $ally }: +4 a su próxima tirada
overlay-hero-late-aid = Punto de héroe para { $ally }: +2 si su próxima tirada falla y eso la salva
hint-hero-aid = Pulsa un aliado a tu lado para gastar un punto de héroe en su próxima tirada | Esc cancela

# Seed 001: a hero point to act out of turn, from the initiative tracker
tracker-act-now = ★ actuar ya
tracker-act-now-tip = Gastar un punto de héroe: { $unit } juega su turno ahora, antes que { $before }, y conserva ese puesto (una acción de movimiento o estándar)
bar-throw-flask = Lanzar { $item }

# Seed 001: shooting on the move, in the window
bar-ride-shoot = Disparar en marcha
preview-ride-shoot-pick = Disparar a { $target } en marcha: púlsalo y luego adónde va la montura
overlay-ride-shoot = Dispara a { $target } desde aquí: { $chance } de impacto ({ $penalty } por la marcha)
hint-ride-shoot-foe = Disparar en marcha: pulsa el enemigo al que disparar | Esc cancela
hint-ride-shoot-square = Pulsa adónde va la montura: hasta el doble de su velocidad (−4), o el cuádruple a la carrera (−8); el disparo sale a mitad de camino | Esc cancela
bar-cast-on-the-move-on = Lanzar en marcha: sí
bar-cast-on-the-move-off = Lanzar en marcha: no
preview-ride-cast-pick = { $pace ->
    [run] { $spell } desde aquí, con la montura a la carrera: pulsa y luego apúntalo
   *[move] { $spell } desde aquí: pulsa y luego apúntalo
}
preview-ride-cast-here = { $pace ->
    [run] Lanza desde aquí, con la montura a la carrera
   *[move] Lanza desde aquí
}
hint-ride-cast-square = Pulsa adónde va la montura: hasta el doble de su velocidad, o el cuádruple a la carrera; el conjuro sale a mitad de camino (conocimiento de magia 10 + su nivel para mantenerlo, 15 + nivel a la carrera) | Esc cancela
hint-ride-cast-aim = Pulsa para lanzar desde la casilla marcada al pasar la montura | Esc cancela
term-casting-defensively = lanzando a la defensiva

# Seed 001: letting a death the hero points cheated fall instead
hero-death-offer = Dos puntos de héroe han librado de la muerte a { $unit } (quedan { $left }). ¿Guardarlos y dejar que caiga?
hero-death-let-fall = Que caiga, guardar los puntos ({ $key })
hero-death-keep = Que siga con vida ({ $key })
bar-hero-let-fall = Punto de héroe: dejar que caiga con el próximo golpe mortal y guardar los puntos
log-hero-lets-fall = { $unit } guarda sus puntos de héroe por ahora: dejará que caiga el próximo golpe mortal
log-hero-let-fall = { $unit } deja que caiga el golpe y guarda sus puntos de héroe (quedan { $left })
term-let-fall = dejar que caiga

## El editor de niveles (`leyendas edit`, «Editor» en el menú)
menu-editor = Editor de niveles
cli-edit-about = Abre el editor de niveles en NIVEL (un nivel nuevo si aún no hay archivo ahí; ninguno: un nivel nuevo en la carpeta de niveles)
cli-edit-level = El archivo de nivel que editar (se crea al guardarlo, si aún no existe)
cli-edit-not-a-file = error: { $file } no es un archivo de nivel (¿una carpeta?): da la ruta de un archivo .ron, nuevo o no
editor-title = Editor de niveles
editor-file = Archivo
editor-save = Guardar
editor-open = Abrir…
editor-new = Nivel nuevo
editor-undo = Deshacer
editor-redo = Rehacer
editor-play = ▶ Jugar
editor-simulate = Simular { $runs } combates
editor-menu = Menú
editor-saved = Guardado { $file }
editor-not-saved = No se pudo escribir { $file }: { $problem }
editor-unsaved-confirm = El nivel tiene cambios sin guardar: guárdalos, o vuelve a hacer clic para dejarlos
editor-cannot-play = El nivel no se puede jugar hasta arreglar los problemas de abajo
editor-valid = ✔ El nivel es válido: se juega tal como está
editor-unreadable = El texto no se lee como un nivel: arregla el problema de abajo (o deshaz)
editor-unknown-terrain = terreno desconocido
editor-tools = Herramientas
editor-tool-paint = Pintar
editor-tool-rectangle = Rectángulo
editor-tool-fill = Rellenar
editor-tool-units = Unidades
editor-tool-regions = Regiones
editor-brush = Pincel
editor-terrain = Terreno
editor-units-hint = Haz clic en una unidad para elegirla, arrástrala para moverla; un clic en una casilla vacía pone una nueva:
editor-new-unit-side = Bando
editor-new-unit-creature = Criatura
editor-regions-hint = Elige una región y arrastra sobre el tablero para dibujarla de nuevo; sin ninguna elegida, arrastrar dibuja una salida nueva.
editor-region-exit = Salida { $number }
editor-region-trigger = Disparador { $number }
editor-region-reach = Llegar ({ $side })
editor-region-new-exit = Salida nueva
editor-region-new-reach = Objetivo «llegar» nuevo para { $side }
editor-region-pick-first = Elige antes una región a la izquierda: este reglamento no tiene salidas que dibujar
editor-region-delete = Borrar esta salida
editor-level = Nivel
editor-name = Nombre
editor-description = Descripción
editor-ruleset = Reglamento
editor-board = Tablero
editor-board-square = Casillas
editor-board-hex = Hexágonos
editor-size = Tamaño
editor-resize = Cambiar tamaño
editor-rules = Reglas (módulos de la semilla 001)
editor-rules-preset = Todos los módulos de la semilla 001 (preajuste)
editor-sides = Bandos
editor-side-human = Jugador
editor-side-ai = IA
editor-side-delete = Borrar este bando
editor-side-add = Añadir un bando
editor-side-new-es = Nuevo bando
editor-side-new-en = New side
editor-unit = Unidad
editor-unit-none = Elige una unidad con la herramienta Unidades.
editor-unit-id = Id
editor-unit-name = Nombre
editor-unit-side = Bando
editor-unit-creature = Criatura
editor-unit-aware = Alerta (no sorprendida)
editor-unit-leader = Líder
editor-unit-initiative = Iniciativa fija
editor-unit-group = Grupo de iniciativa
editor-unit-hp = Puntos de golpe (empieza herida)
editor-unit-riding = Montura
editor-unit-riding-none = (a pie)
editor-unit-reserve = En reserva (entra por un disparador)
editor-unit-delete = Borrar esta unidad
editor-not-a-number = `{ $text }` no es un número entero
editor-refused-off-map = ({ $x }, { $y }) está fuera del mapa
editor-refused-row = La fila { $row } del mapa tiene un escape: el editor la deja para un editor de texto
editor-refused-glyph = `{ $glyph }` no puede ser un carácter del mapa
editor-refused-unit = No hay ninguna unidad `{ $unit }`
editor-refused-place = El nivel no tiene `{ $path }` donde escribir
editor-refused-unreadable = El texto no se lee ahora como un nivel: arréglalo primero, o deshaz
editor-refused-size = Un mapa de { $width } × { $height } no puede ser: cada lado va de 1 a { $most } casillas
editor-refused-outside = Mueve antes estas unidades, quedarían fuera del mapa: { $units }
editor-simulating = Jugando el combate { $done } de { $runs }…
editor-simulation-failed = La simulación se detuvo por un fallo del motor
editor-simulated = { $runs } combates:
editor-side-wins = { $side } gana el { $percent } %
editor-simulated-before = (el nivel tal como era antes de los cambios posteriores)
editor-simulated-rest = empates { $draws } %, sin terminar { $unfinished }, { $rounds } rondas de media
