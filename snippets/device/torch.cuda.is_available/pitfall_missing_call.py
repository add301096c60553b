import torch

print(bool(torch.cuda.is_available))  # the function object itself: always True
print(torch.cuda.is_available())  # the actual answer

use_gpu = torch.cuda.is_available  # forgot the ()
print("cuda" if use_gpu else "cpu")  # picks "cuda" even without a GPU
