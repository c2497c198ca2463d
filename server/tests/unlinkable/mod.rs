//! Invariant 9 (docs/privacy-invariants.md): nothing a person is shown links someone to
//! their anonymous profile. A person with both roles is the attacker's best chance: whatever a
//! job seeker receives about their recruiter side must share no value with what a
//! recruiter receives about their anonymous profile. Also: file keys are random and die
//! with their file, and data written by the old layout is migrated at start-up.

mod dual_role;
mod ids_and_files;
mod migration;
mod support;
