import torch
import torch.nn.functional as F

torch.manual_seed(0)
h = torch.ones(2, 6)

# meant: F.dropout(h, training=True) -- but the second positional argument is p
print(F.dropout(h, True))  # p=True == 1.0: everything is dropped
print(F.dropout(h, False))  # p=False == 0.0: nothing is dropped, in any mode
