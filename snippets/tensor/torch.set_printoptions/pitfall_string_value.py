import os

import torch

threshold = os.environ.get("PRINT_THRESHOLD", "20")  # environment values are strings
torch.set_printoptions(threshold=threshold)  # accepted without complaint

print(torch.arange(50))  # fails only here, at the first print
