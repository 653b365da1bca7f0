n = 0
while n < 10:
    n += 1
    if n % 2 == 0:
        continue
    if n > 7:
        break
    print("odd", n)
else:
    print("no break")
print("after", n)
for i in range(3):
    for j in range(3):
        if j == 2:
            break
        print(i, j)
    else:
        print("inner else")
else:
    print("outer else", i)
while False:
    pass
else:
    print("while else runs")
