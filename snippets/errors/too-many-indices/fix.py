import torch

torch.manual_seed(0)
logits = torch.randn(1, 2)
probs = torch.softmax(logits, dim=1)  # keep [batch, classes]
print(probs.shape, probs[:, 1].shape)
print(probs.squeeze(0).shape)  # squeeze only the dimension you mean
