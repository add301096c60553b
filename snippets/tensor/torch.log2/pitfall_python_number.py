import math

import torch

num_classes = 10

print(math.log2(num_classes))    # bits needed, for a Python number
torch.log2(num_classes)          # torch.log2 takes a tensor
