import torch
import torch.nn.functional as F

counts = torch.tensor([[1, 2, 2]])  # int64 的词袋计数
F.normalize(counts, dim=1)
