import torch

u = torch.tensor([0.0, 3.0])
v = torch.tensor([4.0, 0.0])

print(torch.dist(u, v))                            # 两个向量之间的距离
print(torch.cdist(u.unsqueeze(0), v.unsqueeze(0))) # cdist 要求 (P, M) 和 (R, M)
torch.cdist(u, v)
