import time

import torch

seed = time.time()                  # 一个浮点数，例如 1764661234.56
print(type(seed).__name__)
torch.Generator().manual_seed(seed)
