import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[2.0, 0.5, -1.0]], device=device)
target = torch.tensor([0], device=device)

# log_softmax before cross_entropy is redundant but gives the same value,
# because log_softmax(log_softmax(x)) == log_softmax(x);
# softmax before it silently changes the loss
print(F.cross_entropy(logits, target))
print(F.cross_entropy(F.log_softmax(logits, dim=1), target))
print(F.cross_entropy(F.softmax(logits, dim=1), target))
