import torch

torch.manual_seed(0)
emb = torch.nn.Embedding(1000, 64)

torch.nn.init.uniform_(emb.weight, a=-0.05, b=0.05)  # U(a, b)，原地操作
print(emb.weight.min().item() >= -0.05, emb.weight.max().item() < 0.05)

torch.nn.init.normal_(emb.weight, mean=0.0, std=0.02)  # N(mean, std^2)，原地操作
print(round(emb.weight.std().item(), 3))

# 用独立的生成器，可以让某一次初始化单独复现
g = torch.Generator().manual_seed(42)
a = torch.nn.init.normal_(torch.empty(3), generator=g)
g.manual_seed(42)
b = torch.nn.init.normal_(torch.empty(3), generator=g)
print(torch.equal(a, b))
