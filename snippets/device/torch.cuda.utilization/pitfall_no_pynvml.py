import torch

# A monitoring line added to a training loop.
print("GPU busy:", torch.cuda.utilization(), "%")
