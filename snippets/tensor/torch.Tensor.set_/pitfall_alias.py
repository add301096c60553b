import torch

weight = torch.zeros(3)
update = torch.ones(3)
weight.set_(update)                  # meant as "load these values"
update.mul_(5)                       # the caller reuses its buffer
print(weight)                        # weight changed too: they are the same memory

weight2 = torch.zeros(3)
update2 = torch.ones(3)
weight2.copy_(update2)               # copies the values
update2.mul_(5)
print(weight2)
