import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, 4, device=device)
weight = torch.ones(4, 2, device=device)
per_sample = torch.zeros(3, device=device)  # 本意是每行一个值，但 (3,) 是与列对齐的

print(torch.addmm(per_sample.unsqueeze(1), x, weight).shape)  # (3, 1) 沿列方向广播
torch.addmm(per_sample, x, weight)
