import torch

u = torch.tensor([1.0, 0.0, 1.0])
v = torch.tensor([1.0, 1.0, 0.0])

print(torch.cosine_similarity(u, v, dim=0))   # 一维向量需要 dim=0
torch.cosine_similarity(u, v)                 # 默认的 dim=1 不存在
