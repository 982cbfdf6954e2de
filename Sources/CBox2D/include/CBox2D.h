// A C view of the few Box2D (2.4, Debian libbox2d-dev) calls the Dynamics module uses: a world,
// boxes, a fixed anchor body, distance-joint springs, forces and stepping. Box2D's API is C++; this
// header lets Swift call it without C++ interoperability. Units are Box2D's: metres, kilograms,
// seconds, radians (Dynamics converts points at 100 pt per metre).
#ifndef CBOX2D_H
#define CBOX2D_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct CB2World CB2World;
typedef struct CB2Body CB2Body;
typedef struct CB2Joint CB2Joint;

typedef struct { double x, y; } CB2Vec;

CB2World *cb2_world_create(double gravity_x, double gravity_y);
void cb2_world_destroy(CB2World *world);
void cb2_world_set_gravity(CB2World *world, double gravity_x, double gravity_y);
/// One fixed step of `dt` seconds (velocity and position iterations as Box2D's testbed: 8 and 3).
void cb2_world_step(CB2World *world, double dt);

/// A dynamic box of half-extents (hx, hy) at `center` with `angle`; `collides` 0 puts it in no contact.
CB2Body *cb2_body_create_box(CB2World *world, CB2Vec center, double angle, double hx, double hy,
                             double density, double friction, double restitution, int fixed_rotation,
                             int collides);
/// A static body with no shape: the anchor of attachments.
CB2Body *cb2_body_create_anchor(CB2World *world, CB2Vec point);
void cb2_body_destroy(CB2World *world, CB2Body *body);
CB2Vec cb2_body_position(const CB2Body *body);
double cb2_body_angle(const CB2Body *body);
CB2Vec cb2_body_velocity(const CB2Body *body);
double cb2_body_angular_velocity(const CB2Body *body);
void cb2_body_set_collides(CB2Body *body, int collides);
void cb2_body_set_gravity_scale(CB2Body *body, double scale);
void cb2_body_apply_impulse(CB2Body *body, CB2Vec impulse);

/// A spring of rest `length` between `a`'s and `b`'s centres, with `frequency` (Hz) and
/// `damping_ratio` turned into stiffness and damping for the two bodies' masses (b2LinearStiffness).
CB2Joint *cb2_spring_create(CB2World *world, CB2Body *a, CB2Body *b, double length, double frequency,
                            double damping_ratio);
void cb2_joint_destroy(CB2World *world, CB2Joint *joint);

#ifdef __cplusplus
}
#endif

#endif
