import torch
import torch.nn as nn

model = nn.Linear(4, 3).eval()
ep = torch.export.export(model, (torch.randn(5, 4),))

gm = ep.module(check_guards=False)
gm(torch.randn(6, 4))  # 批次大小仍然固定为 5
