import torch

torch.backends.cudnn.benchmarks = True  # typo: an extra "s"
torch.backends.cudnn.determinstic = True  # typo: a missing "i"
print("benchmark is still", torch.backends.cudnn.benchmark)
print("deterministic is still", torch.backends.cudnn.deterministic)
