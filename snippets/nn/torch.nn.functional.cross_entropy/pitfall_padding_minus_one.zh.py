import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(4, 3, device=device)
# 填充位置用 -1 标记，但 ignore_index 默认是 -100
target = torch.tensor([2, 0, -1, -1], device=device)
F.cross_entropy(logits, target)
