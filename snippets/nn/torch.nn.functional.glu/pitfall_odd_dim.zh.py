import torch
import torch.nn.functional as F

h = torch.nn.Linear(8, 15)(torch.randn(4, 8))  # 15 个特征无法对半拆分
F.glu(h, dim=-1)
