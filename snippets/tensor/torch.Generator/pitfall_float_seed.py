import time

import torch

seed = time.time()                  # a float such as 1764661234.56
print(type(seed).__name__)
torch.Generator().manual_seed(seed)
