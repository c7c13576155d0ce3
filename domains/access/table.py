"""THE permission table: who may do what with each staff resource (issue 23).

One row per resource and operation, one column per role; each cell is the scope of the
rows that role reaches (:mod:`kernel.permissions`): ``none``, ``own`` (the user's own
rows), ``branch`` (the rows of the user's branches), ``all`` (for ``anonymous``: every
public row). The five calls of a resource are ``list get create update delete``;
hand-written calls name what they do (``read``, ``export``, ``transition``, ``token``).
The back office's menu shows an area when its ``list`` (or ``read``) is not ``none``.
``tests/domains/test_permission_matrix.py`` walks every row against the HTTP API.

Working time is payroll data: employees read their own activities and schedules and
change their time only through the terminal's transitions (``/api/time-tracking``);
administrators create, correct and delete entries, and every correction is kept in the
audit log with the values before and after (shown in the time sheet and the export).
"""

TEXT = """
resource                 operation    anonymous  employee  admin
# --- working time: payroll data ---------------------------------------------------
working-activities       list         none       own       all
working-activities       get          none       own       all
working-activities       create       none       none      all
working-activities       update       none       none      all
working-activities       delete       none       none      all
working-schedules        list         none       own       all
working-schedules        get          none       own       all
working-schedules        create       none       none      all
working-schedules        update       none       none      all
working-schedules        delete       none       none      all
holiday-balances         list         none       none      all
holiday-balances         get          none       none      all
holiday-balances         create       none       none      all
holiday-balances         update       none       none      all
holiday-balances         delete       none       none      all
# /api/time-sheets/balances, /holiday-balances, /export, /corrections
time-sheets              read         none       own       all
# /api/statistics/user-profile, /user-profile-working-activities
user-profile             read         none       own       all
# /api/time-tracking/{branch}/{user}/… with a session (the terminal's token: its user)
time-tracking            transition   none       own       all
time-tracking            token        none       own       all
# --- projects and tasks -----------------------------------------------------------
projects                 list         none       branch    all
projects                 get          none       branch    all
projects                 create       none       branch    all
projects                 update       none       branch    all
projects                 delete       none       branch    all
tasks                    list         none       branch    all
tasks                    get          none       branch    all
tasks                    create       none       branch    all
tasks                    update       none       branch    all
tasks                    delete       none       branch    all
# --- branches and what belongs to them --------------------------------------------
divisions                list         all        all       all
divisions                get          all        all       all
divisions                create       none       none      all
divisions                update       none       none      all
divisions                delete       none       none      all
branches                 list         all        branch    all
branches                 get          all        branch    all
branches                 create       none       none      all
branches                 update       none       none      all
branches                 delete       none       none      all
departments              list         none       branch    all
departments              get          none       branch    all
departments              create       none       branch    all
departments              update       none       branch    all
departments              delete       none       branch    all
contact-persons          list         none       branch    all
contact-persons          get          none       branch    all
contact-persons          create       none       branch    all
contact-persons          update       none       branch    all
contact-persons          delete       none       branch    all
tables                   list         all        branch    all
tables                   get          all        branch    all
tables                   create       none       branch    all
tables                   update       none       branch    all
tables                   delete       none       branch    all
devices                  list         none       branch    all
devices                  get          none       branch    all
devices                  create       none       branch    all
devices                  update       none       branch    all
devices                  delete       none       branch    all
# --- digital signage (plugin signage): a branch's films, streams and TVs ---------
digital-signage-segments list         none       branch    all
digital-signage-segments get          none       branch    all
digital-signage-segments create       none       branch    all
digital-signage-segments update       none       branch    all
digital-signage-segments delete       none       branch    all
digital-signage-streams  list         none       branch    all
digital-signage-streams  get          none       branch    all
digital-signage-streams  create       none       branch    all
digital-signage-streams  update       none       branch    all
digital-signage-streams  delete       none       branch    all
digital-signage-devices  list         none       branch    all
digital-signage-devices  get          none       branch    all
digital-signage-devices  create       none       branch    all
digital-signage-devices  update       none       branch    all
digital-signage-devices  delete       none       branch    all
# --- catalogue --------------------------------------------------------------------
menus                    list         all        all       all
menus                    get          all        all       all
menus                    create       none       none      all
menus                    update       none       none      all
menus                    delete       none       none      all
categories               list         all        all       all
categories               get          all        all       all
categories               create       none       none      all
categories               update       none       none      all
categories               delete       none       none      all
tags                     list         all        all       all
tags                     get          all        all       all
tags                     create       none       none      all
tags                     update       none       none      all
tags                     delete       none       none      all
products                 list         all        all       all
products                 get          all        all       all
products                 create       none       none      all
products                 update       none       none      all
products                 delete       none       none      all
# --- media ------------------------------------------------------------------------
images                   list         all        all       all
images                   get          all        all       all
images                   create       none       none      all
images                   update       none       none      all
images                   delete       none       none      all
uploads                  list         none       all       all
uploads                  get          none       all       all
uploads                  create       all        all       all
uploads                  update       none       none      all
uploads                  delete       none       none      all
image-templates          list         none       all       all
image-templates          get          none       all       all
image-templates          create       none       none      all
image-templates          update       none       none      all
image-templates          delete       none       none      all
# --- content ----------------------------------------------------------------------
sites                    list         all        all       all
sites                    get          all        all       all
sites                    create       none       none      all
sites                    update       none       none      all
sites                    delete       none       none      all
redirects                list         all        all       all
redirects                get          all        all       all
redirects                create       none       none      all
redirects                update       none       none      all
redirects                delete       none       none      all
blocks                   list         all        all       all
blocks                   get          all        all       all
blocks                   create       none       none      all
blocks                   update       none       none      all
blocks                   delete       none       none      all
nodes                    list         all        all       all
nodes                    get          all        all       all
nodes                    create       none       none      all
nodes                    update       none       none      all
nodes                    delete       none       none      all
navigations              list         all        all       all
navigations              get          all        all       all
navigations              create       none       none      all
navigations              update       none       none      all
navigations              delete       none       none      all
qr-codes                 list         all        all       all
qr-codes                 get          all        all       all
qr-codes                 create       none       none      all
qr-codes                 update       none       none      all
qr-codes                 delete       none       none      all
scenes                   list         none       all       all
scenes                   get          none       all       all
scenes                   create       none       none      all
scenes                   update       none       none      all
scenes                   delete       none       none      all
# --- customers (CRM) --------------------------------------------------------------
customers                list         none       none      all
customers                get          none       none      all
customers                create       none       none      all
customers                update       none       none      all
customers                delete       none       none      all
external-users           list         none       none      all
external-users           get          none       none      all
external-users           create       none       none      all
external-users           update       none       none      all
external-users           delete       none       none      all
analytics-leads          list         none       none      all
analytics-leads          get          none       none      all
analytics-leads          create       none       none      all
analytics-leads          update       none       none      all
analytics-leads          delete       none       none      all
# --- system -----------------------------------------------------------------------
users                    list         none       none      all
users                    get          none       none      all
users                    create       none       none      all
users                    update       none       none      all
users                    delete       none       none      all
# /api/logs (the audit log)
logs                     list         none       none      all
# /api/statistics/{name}: the business figures of the caller's branches
statistics               read         none       branch    all
# /api/config (POST) and /api/config/schema: the configuration and plugins screen
configuration            update       none       none      all
"""
