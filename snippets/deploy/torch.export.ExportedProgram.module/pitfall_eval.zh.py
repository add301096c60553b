import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.5)).eval()
ep = torch.export.export(model, (torch.randn(2, 4),))
gm = ep.module()
print(gm.training)  # 为 True，尽管原模型处于 eval 模式
gm.eval()
