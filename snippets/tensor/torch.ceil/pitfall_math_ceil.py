import math

import torch

lengths = torch.tensor([2.5, 1.0, 3.2])

print(torch.ceil(lengths))     # element-wise, on the tensor
math.ceil(lengths)             # math.ceil needs a single number
