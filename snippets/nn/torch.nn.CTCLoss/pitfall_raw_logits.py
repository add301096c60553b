import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(8, 2, 5)  # (T, N, C) scores straight from a linear layer
targets = torch.tensor([[1, 2, 2], [3, 4, 1]])
input_lengths = torch.tensor([8, 8])
target_lengths = torch.tensor([3, 3])

args = (targets, input_lengths, target_lengths)
print(F.ctc_loss(logits.log_softmax(dim=2), *args, reduction="none"))  # right
print(F.ctc_loss(logits, *args, reduction="none"))                     # raw scores: negative, no error
print(F.ctc_loss(logits.softmax(dim=2), *args, reduction="none"))      # probabilities: also wrong
