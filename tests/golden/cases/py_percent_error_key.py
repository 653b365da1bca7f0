print('%(a)s' % dict(b=1))
