import torch
import torch.nn.functional as F

labels = torch.tensor([1, 0, -100])  # -100 是 cross_entropy 中表示“忽略”的标记
F.one_hot(labels, num_classes=3)
