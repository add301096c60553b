import torch

logits = torch.randn(8, 10)  # (N, classes) from a classifier head
torch.nn.Softmax2d()(logits)
