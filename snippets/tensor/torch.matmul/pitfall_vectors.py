import torch

u = torch.tensor([1.0, 2.0])
v = torch.tensor([3.0, 4.0])

print(u @ v)                          # 1-D @ 1-D is the dot product: tensor(11.)
print(torch.outer(u, v))              # the (2, 2) outer product that was meant
print(u.unsqueeze(1) @ v.unsqueeze(0))  # same, as (2, 1) @ (1, 2)
