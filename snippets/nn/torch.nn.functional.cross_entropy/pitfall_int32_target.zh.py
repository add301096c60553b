import numpy as np
import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(3, 4, device=device)
labels = np.array([0, 3, 1], dtype=np.int32)  # 来自 NumPy 数据管道的 int32 标签
target = torch.from_numpy(labels).to(device)
print(target.dtype)
F.cross_entropy(logits, target)
