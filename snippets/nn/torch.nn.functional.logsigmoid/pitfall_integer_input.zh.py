import torch
import torch.nn.functional as F

scores = torch.tensor([3, -1, 0])  # int64
F.logsigmoid(scores)
