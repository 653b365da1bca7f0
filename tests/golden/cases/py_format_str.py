print(format('abc', '>6') + '|', format('abc', '<6') + '|', format('abc', '^7') + '|', format('abc', '*^8'))
print(format('hello', '.2'), format('hello', '10.3') + '|', format('héllo', '>7'), format('日本', '^6') + '|')
print(format('ab', '05'), format('', '3') + '|', format('x', ''), format(None, ''), format([1, 2], ''))
print('{:>10}|{:<10}|{:^10}|'.format('a', 'b', 'c'))
