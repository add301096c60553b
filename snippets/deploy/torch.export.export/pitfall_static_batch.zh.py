import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(4, 2).to(device).eval()
ep = torch.export.export(model, (torch.randn(3, 4, device=device),))  # 没有 dynamic_shapes
print(ep.module()(torch.randn(3, 4, device=device)).shape)  # 批次大小相同：没问题
ep.module()(torch.randn(5, 4, device=device))  # 批次大小 3 已被固化进去
