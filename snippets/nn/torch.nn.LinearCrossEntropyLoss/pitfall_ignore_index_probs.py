import torch
import torch.nn.functional as F

torch.manual_seed(0)
hidden = torch.randn(4, 8)
weight = torch.randn(10, 8)
soft_target = torch.randn(4, 10).softmax(dim=1)  # class probabilities, shaped like the logits

# cross_entropy accepts its own default, -100, spelled out
print(F.cross_entropy(hidden @ weight.T, soft_target, ignore_index=-100))
print(F.linear_cross_entropy(hidden, weight, soft_target))
# linear_cross_entropy rejects any ignore_index with probabilities, even -100
loss = F.linear_cross_entropy(hidden, weight, soft_target, ignore_index=-100)
