import torch

u = torch.tensor([1.0, 0.0, 1.0])
v = torch.tensor([1.0, 1.0, 0.0])

print(torch.cosine_similarity(u, v, dim=0))   # 1-D vectors need dim=0
torch.cosine_similarity(u, v)                 # default dim=1 does not exist
