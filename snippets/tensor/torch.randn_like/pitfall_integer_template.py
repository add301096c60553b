import torch

labels = torch.tensor([0, 2, 1])        # int64
print(labels.dtype)
torch.randn_like(labels)                # normal samples need a floating-point dtype
