import torch

torch.manual_seed(0)
w = torch.empty(256, 256)
torch.nn.init.normal_(w, 0.02)  # 本意是 std=0.02，但第 2 个参数是均值
print(round(w.mean().item(), 2), round(w.std().item(), 2))  # 均值 0.02，标准差 1.0

torch.nn.init.normal_(w, std=0.02)  # 用关键字参数传 std
print(round(w.std().item(), 2))
