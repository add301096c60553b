import torch

torch.manual_seed(0)
x = torch.rand(2, 5, 3)  # (batch, tokens, candidates)
w = torch.nn.Softmin()(x)  # 没写 dim：3 维输入时选的是第 0 维，也就是批次维
print(w.sum(dim=0)[0])  # 沿批次维求和为 1……
print(w.sum(dim=-1)[0])  # ……而不是沿候选维
