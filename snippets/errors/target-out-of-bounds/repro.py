import torch
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 3)
target = torch.tensor([0, 2, -100, 1])  # -100 marks a padded position
# ignore_index was changed, so -100 is now just an invalid class.
loss = F.cross_entropy(logits, target, ignore_index=0)
