import random
random.seed(12345)
a = random.sample(range(10000), 60)
print(a)
b = list(range(40))
random.shuffle(b)
print(b)
print(random.random(), random.getrandbits(63))
