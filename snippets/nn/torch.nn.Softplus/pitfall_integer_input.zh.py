import torch
import torch.nn.functional as F

F.softplus(torch.tensor([1, 2, 3]))  # int64 输入
