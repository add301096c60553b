import torch
import torch.nn as nn

model = nn.Linear(3, 2)
ep = torch.export.export(model, (torch.ones(4, 3),))  # 示例输入的每个维度都被当作固定值
print(ep.module()(torch.ones(4, 3)).shape)
ep.module()(torch.ones(5, 3))  # 部署时换了一个批次大小
