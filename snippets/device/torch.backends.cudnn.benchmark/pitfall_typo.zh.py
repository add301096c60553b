import torch

torch.backends.cudnn.benchmarks = True  # 拼写错误：多了个 "s"
torch.backends.cudnn.determinstic = True  # 拼写错误：少了个 "i"
print("benchmark is still", torch.backends.cudnn.benchmark)
print("deterministic is still", torch.backends.cudnn.deterministic)
