import torch
import torch.nn.functional as F

logits = torch.tensor([0.0, 200.0])

print(torch.log(F.softmax(logits, dim=0)))  # the small probability underflows to 0 -> -inf
print(F.log_softmax(logits, dim=0))  # computed in one step, stays finite
