import torch
import torch.nn.functional as F

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 0.2, 3.0]])
target = torch.tensor([0, 2])
criterion = torch.nn.NLLLoss()

# NLLLoss only picks -input[i, target[i]]; it never takes a log itself
print(criterion(F.softmax(logits, dim=1), target))      # probabilities: negative "loss"
print(criterion(logits, target))                        # raw logits: negative too
print(criterion(F.log_softmax(logits, dim=1), target))  # log-probabilities: correct
