import torch

u = torch.tensor([1.0, 2.0])
v = torch.tensor([3.0, 4.0])

print(u @ v)                          # 一维 @ 一维是点积：tensor(11.)
print(torch.outer(u, v))              # 本意是要这个 (2, 2) 的外积
print(u.unsqueeze(1) @ v.unsqueeze(0))  # 同上，写成 (2, 1) @ (1, 2)
