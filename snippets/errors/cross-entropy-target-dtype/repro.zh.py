import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(3, 4, device=device)  # 3 个样本，4 个类别
labels = torch.tensor([0.0, 2.0, 1.0], device=device)  # 类别索引存成了浮点数
F.cross_entropy(logits, labels)
