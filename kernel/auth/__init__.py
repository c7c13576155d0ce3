"""Users, password hashing, server-side sessions, CSRF and role checks."""
