import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.tensor([1, 2, 3], device=device)
b = torch.tensor([4, 5, 6], device=device)
print(torch.stack([a, b]))               # (2, 3)
print(torch.stack([a, b], dim=1))        # (3, 2)
print(torch.stack([a, b], dim=-1).shape)

# stack 等价于先对每个输入 unsqueeze，再 cat
same = torch.cat([a.unsqueeze(0), b.unsqueeze(0)])
print(torch.equal(torch.stack([a, b]), same))

# 由 0 维张量组成的列表变成一个一维张量
losses = [torch.tensor(0.5, device=device), torch.tensor(0.25, device=device)]
print(torch.stack(losses).mean())
