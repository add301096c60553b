import torch
import torch.nn.functional as F

batch_a = torch.tensor([0, 3, 1])
batch_b = torch.tensor([0, 1, 1])  # class 3 happens not to occur in this batch

print(F.one_hot(batch_a).shape)  # num_classes=-1: inferred as max + 1 = 4
print(F.one_hot(batch_b).shape)  # ... here only 2: the width changes per batch
