import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 3).eval()
x = torch.randn(2, 4)
ep = torch.export.export(model, (x,))
before = ep.module()(x)

# 导出后继续训练（或微调）eager 模型
with torch.no_grad():
    model.weight.mul_(0.0)

print(ep.state_dict["weight"] is model.weight)
print(torch.equal(ep.module()(x), before))  # “导出的”结果也变了
