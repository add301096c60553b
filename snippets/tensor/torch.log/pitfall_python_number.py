import math

import torch

probs = torch.tensor([0.25, 0.25, 0.5])
entropy = -(probs * probs.log()).sum()
num_classes = 3

print(entropy / math.log(num_classes))    # normalise with math.log for a Python int
entropy / torch.log(num_classes)          # torch.log only takes tensors
