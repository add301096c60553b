import torch
import torch.nn.functional as F

counts = torch.tensor([3, 1, 0])  # int64
F.softmax(counts, dim=0)  # softmax 需要浮点类型的输入
