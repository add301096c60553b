import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.zeros(2, 3, device=device)
b = torch.ones(1, 3, device=device)
print(torch.cat([a, b]).shape)        # dim=0：(2 + 1, 3)

c = torch.ones(2, 4, device=device)
print(torch.cat([a, c], dim=1).shape)  # dim=1：(2, 3 + 4)
print(torch.cat((a, c), dim=-1).shape)

# 数据类型不同时按类型提升规则提升；结果是一份新的副本
ints = torch.tensor([[1, 2, 3]], device=device)
out = torch.cat([b, ints])
print(out.dtype)
out[0, 0] = 42.0
print(b[0, 0].item())
