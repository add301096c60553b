import torch

torch.manual_seed(0)
logits = torch.randn(1, 2)  # one sample, two classes
probs = torch.softmax(logits, dim=1).squeeze()  # squeeze() also removes the batch dimension
print(probs.shape)
positive = probs[:, 1]
