import torch
import torch.nn.functional as F

h = torch.nn.Linear(8, 15)(torch.randn(4, 8))  # 15 features cannot be split in half
F.glu(h, dim=-1)
