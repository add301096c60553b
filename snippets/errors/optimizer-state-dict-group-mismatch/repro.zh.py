import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(4, 4), nn.Linear(4, 2))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
checkpoint = {"model": model.state_dict(), "optimizer": opt.state_dict()}  # 一个参数组里有 4 个参数

# 恢复训练时冻结了第一层：新的优化器只拿到最后一层的 2 个参数。
model[0].requires_grad_(False)
opt = torch.optim.SGD([p for p in model.parameters() if p.requires_grad], lr=0.1, momentum=0.9)
opt.load_state_dict(checkpoint["optimizer"])
