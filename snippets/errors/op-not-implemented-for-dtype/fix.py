import torch

scores = torch.tensor([[3, 1, 2]])
probs = torch.softmax(scores.float(), dim=-1)  # convert to a floating dtype first
print(probs.dtype, probs.sum().item())
