import { type FleetStatus, type RideAlertKind } from '@shared/console.schemas';
import { countText } from '@shared/durations';

/** The fleet's figures: '3 liberi · 1 occupato', and the unreachable ones when there are any. */
const fleetSummary = (free: number, busy: number, unreachable: number) =>
  [
    countText(free, 'libero', 'liberi'),
    countText(busy, 'occupato', 'occupati'),
    ...(unreachable > 0 ? [countText(unreachable, 'non raggiungibile', 'non raggiungibili')] : []),
  ].join(' · ');

/** Every Italian text of the office's 'Centrale' tab (design §10) that is said in more than one place or by code. */
export const CONSOLE_TEXT = {
  tab: 'Centrale',
  booking: {
    title: 'Prenotazione telefonica',
    callerLabel: 'Numero del chiamante',
    callerPlaceholder: '+39 347 123 4567',
    callerInvalid: 'Numero di telefono non valido',
    recentTitle: 'Indirizzi recenti del chiamante',
    recentNone: 'Nessuna corsa precedente per questo numero',
    recentLoading: 'Ricerca del chiamante...',
    recentError: 'Impossibile leggere gli indirizzi del chiamante',
    usePickup: 'Usa come partenza',
    pickupLabel: 'Indirizzo di partenza',
    pickupPlaceholder: 'Dove passa a prendere il taxi?',
    pickupMissing: 'Inserisci l’indirizzo di partenza',
    mapHint: 'Oppure clicca sulla mappa il punto di partenza.',
    mapPicked: 'Punto di partenza indicato sulla mappa',
    mapPointText: (lat: number, lon: number) => `Punto sulla mappa (${lat.toFixed(5)}, ${lon.toFixed(5)})`,
    dropoffLabel: 'Destinazione (facoltativa)',
    // A hint, not a value: 'Non specificato' in grey read as a destination already filled in (issue 24).
    dropoffNone: 'Vuota se il cliente non la dice',
    requestType: 'Quando',
    /** design §14: the caller's wishes for the taxi, folded away until asked for; the count of those chosen. */
    options: 'Opzioni taxi',
    optionsChosen: (n: number) => (n === 0 ? '' : ` (${countText(n, 'scelta', 'scelte')})`),
    notes: 'Note per il taxista',
    notesPlaceholder: 'Es. citofono Rossi, bagagli, seggiolino...',
    submit: 'Prenota corsa',
    submitting: 'Invio in corso...',
    bookedTitle: 'Corsa prenotata',
    bookedText: (phone: string) => `Corsa inserita per ${phone}: il cliente riceverà un SMS quando un taxista accetta.`,
    bookedNoSmsText: (phone: string) => `Corsa inserita per ${phone}: è un numero fisso, nessun SMS verrà inviato al cliente.`,
    noSms: 'Numero fisso: il cliente non riceverà SMS (solo i cellulari li ricevono). Avvisalo tu a voce.',
    failedTitle: 'Prenotazione non riuscita',
    failed: "Si è verificato un errore nell'invio della richiesta",
    /** design §10: the keys of a call, said under the form (the F2 key works from anywhere in the console). */
    keysHint: 'F2: nuovo chiamante · Invio: prenota · Esc: svuota il modulo',
  },
  fleet: {
    title: 'Flotta in tempo reale',
    free: 'Libero',
    busy: 'Occupato',
    offline: 'Non in servizio',
    unreachable: 'Non raggiungibile',
    lastSeen: (time: string) => `visto alle ${time}`,
    pendingPin: 'Corsa in attesa',
    pickedPin: 'Partenza della prenotazione in corso',
    approximate: 'posizione approssimativa',
    heading: (destination: string) => `Verso: ${destination}`,
    call: (phone: string) => `Chiama ${phone}`,
    assignHere: 'Corse in attesa da assegnare a questo taxi',
    assignRide: (pickup: string) => `Assegna: ${pickup}`,
    none: 'Nessun taxi in servizio',
    summary: fleetSummary,
    error: 'Impossibile caricare la flotta',
    /** A cluster's name on the map, for the pointer's tooltip and for screen readers. */
    cluster: (total: number, free: number, busy: number, unreachable: number) =>
      `${countText(total, 'taxi', 'taxi')} qui: ${fleetSummary(free, busy, unreachable)}. Premi per ingrandire`,
    clustered: 'Troppi taxi per mostrarli uno per uno: ingrandisci la mappa per vederli e aprirne i dettagli.',
    moreUnreachable: (n: number) => `e altri ${n}`,
  },
  rides: {
    title: 'Corse aperte',
    none: 'Nessuna corsa aperta',
    error: 'Impossibile caricare le corse aperte',
    noDriver: 'Nessun taxista',
    expiresIn: (text: string) => `Scade tra ${text}`,
    expired: 'Tempo scaduto',
    departsAt: (text: string) => `Partenza ${text}`,
    etaAt: (minutes: number) => `Arrivo previsto in ${minutes} min`,
    assign: 'Assegna',
    reassign: 'Riassegna',
    cancel: 'Annulla',
    close: 'Chiudi corsa',
    redispatch: 'Ridistribuisci',
    held: 'In attesa della centrale',
  },
  redispatch: {
    done: 'Corsa ridistribuita ai taxisti',
    failed: 'Impossibile ridistribuire la corsa',
  },
  assign: {
    title: (reassign: boolean) => (reassign ? 'Riassegna corsa' : 'Assegna corsa'),
    description: (reassign: boolean) =>
      reassign
        ? 'Scegli il taxista libero a cui passare la corsa: il taxista attuale verrà avvisato.'
        : 'Scegli il taxista libero a cui dare la corsa: la vedrà subito come corsa attiva.',
    driver: 'Taxista libero',
    noneFree: 'Nessun taxista libero in questo momento',
    /** design §14: free taxis there are, but none has what the ride asks for. */
    noneFitting: 'Nessun taxi libero è adatto a questa corsa',
    eta: 'Minuti all’arrivo (facoltativo)',
    etaNeeded: 'Minuti all’arrivo (posizione del taxi non nota)',
    confirm: 'Conferma',
    done: (name: string) => `Corsa assegnata a ${name}`,
    failed: 'Assegnazione non riuscita',
  },
  cancel: {
    title: 'Annulla corsa',
    description: 'Il motivo verrà comunicato al cliente e al taxista.',
    reason: 'Motivo',
    confirm: 'Conferma annullamento',
    back: 'Indietro',
    done: 'Corsa annullata',
    failed: 'Annullamento non riuscito',
  },
  close: {
    title: 'Chiudere questa corsa?',
    description: 'La corsa risulterà completata. Usalo per una corsa finita ma mai segnata dal taxista.',
    confirm: 'Chiudi corsa',
    done: 'Corsa chiusa',
    failed: 'Chiusura non riuscita',
  },
  alerts: {
    title: 'Avvisi',
    handle: 'Gestito',
    handled: 'Avviso gestito',
    failed: 'Impossibile segnare l’avviso come gestito',
  },
} as const;

export const FLEET_STATUS_LABELS: Record<FleetStatus, string> = {
  free: CONSOLE_TEXT.fleet.free,
  busy: CONSOLE_TEXT.fleet.busy,
  offline: CONSOLE_TEXT.fleet.offline,
  unreachable: CONSOLE_TEXT.fleet.unreachable,
};

/** design §10's reasons for the office to step in; the minutes are the server's settings, so not restated. */
export const ALERT_TEXTS: Record<RideAlertKind, string> = {
  unassigned_scheduled: 'Corsa prenotata ancora senza taxista: la partenza è vicina',
  expired_immediate: 'Corsa immediata scaduta senza taxista',
  driver_late: 'Taxista in ritardo: non è ancora arrivato al punto di partenza',
  office_unassigned: 'Prenotazione telefonica ancora senza taxista',
  driver_dropped: 'Il taxista ha dovuto annullare la corsa: la cerchiamo per un altro taxi',
  no_fitting_taxi: 'Nessun taxi adatto in servizio',
};
