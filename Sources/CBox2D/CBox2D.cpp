// Thin C wrappers over Box2D 2.4 (see include/CBox2D.h). No state of their own.
#include "CBox2D.h"

#include <box2d/box2d.h>

namespace {
b2World *W(CB2World *w) { return reinterpret_cast<b2World *>(w); }
b2Body *B(CB2Body *b) { return reinterpret_cast<b2Body *>(b); }
const b2Body *B(const CB2Body *b) { return reinterpret_cast<const b2Body *>(b); }
CB2Vec V(const b2Vec2 &v) { return CB2Vec{v.x, v.y}; }
b2Vec2 V(CB2Vec v) { return b2Vec2(float(v.x), float(v.y)); }
}

CB2World *cb2_world_create(double gx, double gy) {
    return reinterpret_cast<CB2World *>(new b2World(b2Vec2(float(gx), float(gy))));
}

void cb2_world_destroy(CB2World *world) { delete W(world); }

void cb2_world_set_gravity(CB2World *world, double gx, double gy) { W(world)->SetGravity(b2Vec2(float(gx), float(gy))); }

void cb2_world_step(CB2World *world, double dt) { W(world)->Step(float(dt), 8, 3); }

CB2Body *cb2_body_create_box(CB2World *world, CB2Vec center, double angle, double hx, double hy, double density,
                             double friction, double restitution, int fixed_rotation, int collides) {
    b2BodyDef def;
    def.type = b2_dynamicBody;
    def.position = V(center);
    def.angle = float(angle);
    def.fixedRotation = fixed_rotation != 0;
    b2Body *body = W(world)->CreateBody(&def);
    b2PolygonShape box;
    box.SetAsBox(float(hx), float(hy));
    b2FixtureDef fixture;
    fixture.shape = &box;
    fixture.density = float(density);
    fixture.friction = float(friction);
    fixture.restitution = float(restitution);
    if (!collides) fixture.filter.maskBits = 0;
    body->CreateFixture(&fixture);
    return reinterpret_cast<CB2Body *>(body);
}

CB2Body *cb2_body_create_anchor(CB2World *world, CB2Vec point) {
    b2BodyDef def;
    def.type = b2_staticBody;
    def.position = V(point);
    return reinterpret_cast<CB2Body *>(W(world)->CreateBody(&def));
}

void cb2_body_destroy(CB2World *world, CB2Body *body) { W(world)->DestroyBody(B(body)); }
CB2Vec cb2_body_position(const CB2Body *body) { return V(B(body)->GetPosition()); }
double cb2_body_angle(const CB2Body *body) { return B(body)->GetAngle(); }
CB2Vec cb2_body_velocity(const CB2Body *body) { return V(B(body)->GetLinearVelocity()); }
double cb2_body_angular_velocity(const CB2Body *body) { return B(body)->GetAngularVelocity(); }

void cb2_body_set_collides(CB2Body *body, int collides) {
    for (b2Fixture *f = B(body)->GetFixtureList(); f; f = f->GetNext()) {
        b2Filter filter = f->GetFilterData();
        filter.maskBits = collides ? 0xFFFF : 0;
        f->SetFilterData(filter);
    }
}

void cb2_body_set_gravity_scale(CB2Body *body, double scale) { B(body)->SetGravityScale(float(scale)); }
void cb2_body_apply_impulse(CB2Body *body, CB2Vec impulse) { B(body)->ApplyLinearImpulseToCenter(V(impulse), true); }

CB2Joint *cb2_spring_create(CB2World *world, CB2Body *a, CB2Body *b, double length, double frequency,
                            double damping_ratio) {
    b2DistanceJointDef def;
    def.Initialize(B(a), B(b), B(a)->GetPosition(), B(b)->GetPosition());
    def.length = float(length);
    def.minLength = 0;
    def.maxLength = b2_maxFloat;
    b2LinearStiffness(def.stiffness, def.damping, float(frequency), float(damping_ratio), B(a), B(b));
    return reinterpret_cast<CB2Joint *>(W(world)->CreateJoint(&def));
}

void cb2_joint_destroy(CB2World *world, CB2Joint *joint) { W(world)->DestroyJoint(reinterpret_cast<b2Joint *>(joint)); }
