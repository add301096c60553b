import torch

x = torch.zeros(2, 4)
x.select_scatter(torch.ones(2), dim=1, index=4)     # 有效列是 0..3
