import torch

torch.manual_seed(0)
print(torch.randint(0, 10, (2, 5)))         # values in [0, 10): 10 is never drawn
print(torch.randint(6, (4,)))               # low defaults to 0
print(torch.randint(0, 10, (3,)).dtype)     # int64 by default

labels = torch.zeros(4, dtype=torch.long)
print(torch.randint_like(labels, 3))        # shape/dtype/device of labels

g = torch.Generator().manual_seed(1)
print(torch.randint(0, 100, (3,), generator=g))
