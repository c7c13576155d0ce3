"""The entity framework: a :class:`Resource` turns a model into the five calls of spec 000 §7.

    GET    /api/<name>        list: filters, ``page``/``limit`` (capped at 100), ``sort``
    GET    /api/<name>/{id}   one
    POST   /api/<name>        create from the payload object
    PUT    /api/<name>/{id}   update from the object (an ``id`` in it must match)
    DELETE /api/<name>/{id}   delete

Request schemas forbid unknown and server-owned fields, so clients can never set ids,
timestamps, computed prices or roles. Who may do what is the resource's :class:`Policy`;
an object outside the caller's reach answers exactly like a missing one (404).
Every change is written to the audit log (``GET /api/logs``).

The framework in four modules: ``schemas`` (request and response bases, ``Ref``),
``policy`` (the :class:`Caller` and the :class:`Policy`), ``service`` (queries and writes
without a request) and ``resource`` (the five calls over HTTP).
"""

from kernel.entities.policy import ADMIN_ONLY, Caller, Operation, Policy
from kernel.entities.resource import Resource, without_id
from kernel.entities.schemas import OutSchema, Ref, RefOut, Schema
from kernel.entities.service import ENTITY_TOPIC, Filter, Hook, ResourceService

__all__ = [
    "ADMIN_ONLY",
    "ENTITY_TOPIC",
    "Caller",
    "Filter",
    "Hook",
    "Operation",
    "OutSchema",
    "Policy",
    "Ref",
    "RefOut",
    "Resource",
    "ResourceService",
    "Schema",
    "without_id",
]
